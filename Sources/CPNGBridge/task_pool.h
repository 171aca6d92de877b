#ifndef TERRARIUM_TASK_POOL_H
#define TERRARIUM_TASK_POOL_H

/// Runs `work(context, task, participant)` for every task in [0, tasks), on the calling thread
/// and up to `threads - 1` helper threads; `participant` (0 for the caller, below `threads`)
/// names the thread doing a task, so each can keep its own output. Returns when all tasks are
/// done. Tasks must only write their own results: the order they run in is not fixed, and
/// when the helpers are busy with another caller's tasks, this caller runs its own alone.
void tpng_run_tasks(int tasks, int threads, void (*work)(void *context, int task, int participant), void *context);

/// How many threads tpng_run_tasks will use at most: the machine's cores, up to 8.
int tpng_task_threads(void);

#endif
