"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe): no
network port, no WebSocket library. Shared by scripts/chromium-decode-apng and
scripts/chromium-drive. Events the browser sends while a command waits are kept in `events`."""
import fcntl, json, os, shutil, subprocess, tempfile


def high(fd):
    """The same pipe end on a descriptor above 10, so the child's 3 and 4 can be set freely."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return moved


class Browser:
    """Chromium with --remote-debugging-pipe: it reads commands on fd 3 and answers on fd 4,
    each message JSON ended by a NUL byte."""

    def __init__(self, size=(1440, 960)):
        child_in, self.commands = (high(fd) for fd in os.pipe())
        self.answers, child_out = (high(fd) for fd in os.pipe())
        self.profile = tempfile.mkdtemp(prefix="terrarium-chromium-")
        self.events = []

        def wire():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        # --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--hide-scrollbars", f"--window-size={size[0]},{size[1]}",
             "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(child_in)
        os.close(child_out)
        self.writer = os.fdopen(self.commands, "wb")
        self.reader = os.fdopen(self.answers, "rb")
        self.pending = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        self.writer.flush()
        while True:
            while b"\0" not in self.pending:
                chunk = self.reader.read1(1 << 20)
                if not chunk:
                    raise SystemExit("chromium closed the DevTools pipe")
                self.pending += chunk
            line, self.pending = self.pending.split(b"\0", 1)
            answer = json.loads(line)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise SystemExit(f"{method}: {answer['error']}")
                return answer["result"]
            if "method" in answer:
                self.events.append(answer)

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session)
        if "exceptionDetails" in result:
            raise SystemExit(result["exceptionDetails"].get("exception", {}).get("description", "a script failed"))
        return result["result"].get("value")

    def page(self, url="about:blank"):
        """A new tab's session, attached before it loads `url`."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime", "Log", "Network", "Page"):
            self.call(domain + ".enable", {}, session)
        if url != "about:blank":
            self.call("Page.navigate", {"url": url}, session)
        return session

    def close(self):
        try:
            self.call("Browser.close")
        except (SystemExit, OSError):
            pass
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
