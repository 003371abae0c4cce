#!/usr/bin/env python3
# scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
#
# browser.py: one headless Chromium for all of tests/integration/chromium.sh's
# pages, where each of the script's page loads used to start a browser of
# its own (2.3 s of CPU each, 161 of them: the script
# was the normal pass's longest suite, bench/README.md "CI's time").
#
#   python3 browser.py STDOUT STDERR BROWSER PROFILE-DIR
#
# reads requests on stdin, one a line: the flags the script used to give
# the browser for one page and the page's URL, separated by tabs
# (--dump-dom, --screenshot=FILE, --print-to-pdf=FILE,
# --no-pdf-header-footer, --window-size=W,H,
# --allow-file-access-from-files), and answers each with one line, "ok"
# or what went wrong, once the page is done.  Each page is loaded in a new
# tab of the viewport's size, as with a browser of its own; what the
# browser's command line printed goes to the files STDOUT (the DOM for
# --dump-dom) and STDERR (the page's console messages, uncaught exceptions
# and failed loads, in the words the script looks for: "CONSOLE(",
# "Uncaught", "net::ERR_"), both rewritten at each request.  The browser
# is driven through the DevTools protocol on a pipe
# (--remote-debugging-pipe: JSON messages ended by a NUL byte, the browser
# reading on its fd 3 and writing on its fd 4).  The pages that need
# --allow-file-access-from-files get a second browser started with it,
# so that the others are loaded as before without it.  End of input: the
# browsers are closed.
import base64
import json
import os
import queue
import subprocess
import sys
import threading
import time

TIMEOUT = 120   # seconds a page may take, as the script's 'timeout 120'


class BrowserError(Exception):
    pass


class Browser:
    def __init__(self, exe, profile, flags, log):
        r1, w1 = os.pipe()      # we write, the browser reads (its fd 3)
        r2, w2 = os.pipe()      # the browser writes (its fd 4), we read
        # Out of the way of 3 and 4 before the child's dup2.
        r1, w1, r2, w2 = [self._high(fd) for fd in (r1, w1, r2, w2)]

        def child():
            os.dup2(r1, 3)
            os.dup2(w2, 4)
        self.proc = subprocess.Popen(
            [exe, '--headless', '--no-sandbox', '--disable-gpu',
             '--disable-quic', '--no-first-run',
             '--disable-background-networking',
             '--disable-component-update', '--disable-sync',
             '--hide-scrollbars', '--user-data-dir=' + profile,
             '--remote-debugging-pipe'] + flags + ['about:blank'],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log,
            preexec_fn=child, close_fds=False)
        os.close(r1)
        os.close(w2)
        self.w = w1
        self.r = r2
        self.next_id = 0
        self.msgs = queue.Queue()
        threading.Thread(target=self._reader, daemon=True).start()

    @staticmethod
    def _high(fd):
        import fcntl
        new = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(fd)
        return new

    def _reader(self):
        buf = b''
        while True:
            try:
                data = os.read(self.r, 1 << 16)
            except OSError:
                data = b''
            if not data:
                self.msgs.put(None)
                return
            buf += data
            while b'\0' in buf:
                msg, buf = buf.split(b'\0', 1)
                self.msgs.put(json.loads(msg))

    def call(self, method, params=None, session=None, events=None,
             deadline=None):
        """The result of a command; events met on the way go to events."""
        self.next_id += 1
        msg = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session is not None:
            msg['sessionId'] = session
        os.write(self.w, json.dumps(msg).encode() + b'\0')
        while True:
            m = self.get(deadline)
            if m.get('id') == self.next_id:
                if 'error' in m:
                    raise BrowserError('%s: %s' % (method, m['error']))
                return m.get('result', {})
            if events is not None and 'method' in m:
                events.append(m)

    def get(self, deadline):
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            raise BrowserError('timed out')
        try:
            m = self.msgs.get(timeout=left)
        except queue.Empty:
            raise BrowserError('timed out')
        if m is None:
            raise BrowserError('the browser closed its pipe (exit %s)' %
                               self.proc.poll())
        return m

    def close(self):
        try:
            self.call('Browser.close', deadline=time.monotonic() + 10)
        except (BrowserError, OSError):
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def console_lines(events, session):
    """What the page said, as the browser's stderr log says it."""
    out = []
    for e in events:
        if e.get('sessionId') != session:
            continue
        m, p = e['method'], e.get('params', {})
        if m == 'Runtime.consoleAPICalled':
            text = ' '.join(str(a.get('value', a.get('description', '')))
                            for a in p.get('args', []))
            f = (p.get('stackTrace') or {}).get('callFrames') or [{}]
            out.append('CONSOLE(%s) "%s", source: %s' %
                       (f[0].get('lineNumber', 0), text, f[0].get('url', '')))
        elif m == 'Runtime.exceptionThrown':
            d = p.get('exceptionDetails', {})
            text = (d.get('exception') or {}).get('description') or \
                d.get('text', '')
            out.append('CONSOLE(%s) "Uncaught %s", source: %s' %
                       (d.get('lineNumber', 0), text, d.get('url', '')))
        elif m == 'Log.entryAdded':
            en = p.get('entry', {})
            out.append('CONSOLE(%s) "%s: %s", source: %s' %
                       (en.get('lineNumber', 0), en.get('level', ''),
                        en.get('text', ''), en.get('url', '')))
        elif m == 'Network.loadingFailed':
            out.append('%s (%s)' % (p.get('errorText', 'net::ERR_?'),
                                    p.get('requestId', '')))
    return out


def page(b, args, out, err):
    """One request: the page of args's URL loaded and acted on."""
    url = args[-1]
    width, height = 800, 600    # headless Chromium's default window
    action, path, footer = 'none', None, True
    for a in args[:-1]:
        if a == '--dump-dom':
            action = 'dom'
        elif a.startswith('--screenshot='):
            action, path = 'png', a.split('=', 1)[1]
        elif a.startswith('--print-to-pdf='):
            action, path = 'pdf', a.split('=', 1)[1]
        elif a == '--no-pdf-header-footer':
            footer = False
        elif a.startswith('--window-size='):
            width, height = [int(x) for x in a.split('=', 1)[1].split(',')]
        elif a != '--allow-file-access-from-files':
            raise BrowserError('unknown flag ' + a)
    deadline = time.monotonic() + TIMEOUT
    ev = []
    tid = b.call('Target.createTarget', {'url': 'about:blank'},
                 deadline=deadline)['targetId']
    try:
        s = b.call('Target.attachToTarget',
                   {'targetId': tid, 'flatten': True},
                   deadline=deadline)['sessionId']
        for m in ('Page.enable', 'Runtime.enable', 'Log.enable',
                  'Network.enable'):
            b.call(m, session=s, events=ev, deadline=deadline)
        b.call('Emulation.setDeviceMetricsOverride',
               {'width': width, 'height': height, 'deviceScaleFactor': 1,
                'mobile': False}, session=s, events=ev, deadline=deadline)
        del ev[:]               # about:blank's
        nav = b.call('Page.navigate', {'url': url}, session=s, events=ev,
                     deadline=deadline)
        if nav.get('errorText'):
            ev.append({'sessionId': s, 'method': 'Network.loadingFailed',
                       'params': {'errorText': nav['errorText']}})
        else:
            # The page's load event: the first after the main frame's
            # navigation to this page's document (about:blank's may come
            # late).
            seen, i = False, 0
            while True:
                while i == len(ev):
                    m = b.get(deadline)
                    if 'method' in m:
                        ev.append(m)
                e, i = ev[i], i + 1
                if e.get('sessionId') != s:
                    continue
                fr = e.get('params', {}).get('frame', {})
                if e['method'] == 'Page.frameNavigated' and \
                        'parentId' not in fr and \
                        fr.get('loaderId') == nav.get('loaderId'):
                    seen = True
                elif e['method'] == 'Page.loadEventFired' and seen:
                    break
        if action == 'dom':
            r = b.call('Runtime.evaluate', {
                'expression': "(document.doctype ? new XMLSerializer()"
                ".serializeToString(document.doctype) + '\\n' : '') + "
                "document.documentElement.outerHTML",
                'returnByValue': True}, session=s, events=ev,
                deadline=deadline)
            out.write(r['result'].get('value', '') + '\n')
        elif action == 'png':
            r = b.call('Page.captureScreenshot', {'format': 'png'},
                       session=s, events=ev, deadline=deadline)
            with open(path, 'wb') as f:
                f.write(base64.b64decode(r['data']))
        elif action == 'pdf':
            r = b.call('Page.printToPDF', {'displayHeaderFooter': footer},
                       session=s, events=ev, deadline=deadline)
            with open(path, 'wb') as f:
                f.write(base64.b64decode(r['data']))
        err.write(''.join(line + '\n' for line in console_lines(ev, s)))
    finally:
        b.call('Target.closeTarget', {'targetId': tid}, deadline=deadline)


def main():
    out_path, err_path, exe, profile = sys.argv[1:5]
    log = open(err_path + '.browser', 'ab')
    browsers = {}
    for line in sys.stdin:
        args = [a for a in line.rstrip('\n').split('\t') if a != '']
        key = '--allow-file-access-from-files' in args
        with open(out_path, 'w') as out, open(err_path, 'w') as err:
            try:
                if not args:
                    raise BrowserError('an empty request')
                if key not in browsers:
                    browsers[key] = Browser(
                        exe, '%s/%d' % (profile, key),
                        ['--allow-file-access-from-files'] if key else [],
                        log)
                page(browsers[key], args, out, err)
                reply = 'ok'
            except (BrowserError, OSError, ValueError, KeyError) as e:
                reply = 'browser.py: %s: %s' % (args[-1] if args else '', e)
                err.write(reply + '\n')
                # A browser that failed once is not trusted again.
                if key in browsers:
                    browsers.pop(key).close()
        sys.stdout.write(reply.replace('\n', ' ') + '\n')
        sys.stdout.flush()
    for b in browsers.values():
        b.close()


if __name__ == '__main__':
    main()
