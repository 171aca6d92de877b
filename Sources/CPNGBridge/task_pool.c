#include "task_pool.h"

#include <pthread.h>
#include <unistd.h>

// A few helper threads, started on first use and kept (asleep) for the life of the process,
// that join a calling thread on one set of tasks at a time. Starting a thread per image would
// cost more than compressing a small widget's share of it.
enum { MOST_THREADS = 8 };

typedef struct {
    void (*work)(void *context, int task, int participant);
    void *context;
    int tasks;
    int next;          // the next task to claim, taken with an atomic add
    int threads;       // participants allowed, the caller included
    int participants;  // participants so far, the caller included
    int active;        // helpers still working on it
} task_set;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static pthread_cond_t finished = PTHREAD_COND_INITIALIZER;
static task_set *current;       // the set helpers may join, or NULL
static unsigned long generation; // counts sets, so a helper joins each at most once
static int helpers;

static void run(task_set *set, int participant) {
    for (;;) {
        int task = __atomic_fetch_add(&set->next, 1, __ATOMIC_RELAXED);
        if (task >= set->tasks) return;
        set->work(set->context, task, participant);
    }
}

static void *helper(void *unused) {
    (void)unused;
    unsigned long seen = 0;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (!current || generation == seen) pthread_cond_wait(&wake, &lock);
        seen = generation;
        task_set *set = current;
        if (set->participants >= set->threads) continue;
        int participant = set->participants++;
        set->active++;
        pthread_mutex_unlock(&lock);
        run(set, participant);
        pthread_mutex_lock(&lock);
        if (--set->active == 0) pthread_cond_broadcast(&finished);
    }
    return NULL;
}

int tpng_task_threads(void) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 1 : cores > MOST_THREADS ? MOST_THREADS : (int)cores;
}

void tpng_run_tasks(int tasks, int threads, void (*work)(void *, int, int), void *context) {
    if (threads > MOST_THREADS) threads = MOST_THREADS;
    task_set set = { .work = work, .context = context, .tasks = tasks, .threads = threads, .participants = 1 };
    int shared = 0;
    if (threads > 1 && tasks > 1) {
        pthread_mutex_lock(&lock);
        if (!current) {
            while (helpers < threads - 1) {
                pthread_t thread;
                if (pthread_create(&thread, NULL, helper, NULL) != 0) break;
                pthread_detach(thread);
                helpers++;
            }
            if (helpers > 0) {
                current = &set;
                generation++;
                pthread_cond_broadcast(&wake);
                shared = 1;
            }
        }
        pthread_mutex_unlock(&lock);
    }
    run(&set, 0);
    if (shared) {
        // No helper joins once `current` is cleared; wait for those that did.
        pthread_mutex_lock(&lock);
        current = NULL;
        while (set.active > 0) pthread_cond_wait(&finished, &lock);
        pthread_mutex_unlock(&lock);
    }
}
