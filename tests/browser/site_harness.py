"""The static site (``make site`` → build/site) served on 127.0.0.1, for the
browser test and the benchmark. Plain Python, no pytest.

``ensure_site()`` runs ``make site``, which builds the site when it is missing
(a fresh clone, CI) or older than its sources, and fails loudly if the build
fails. ``StaticServer`` is a plain HTTP server: the site needs nothing else.
``block_off_site(context)`` aborts and records every request that leaves
127.0.0.1 (the site must make none).
"""

from __future__ import annotations

import functools
import gzip
import os
import subprocess
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from voila_harness import REPO, HarnessError

SITE = REPO / "build" / "site"
#: A page of the site, by notebook: ``voici/render/app-uk.html`` …
RENDER = "voici/render"


def ensure_site() -> Path:
    """build/site, up to date with its sources (``make site`` decides)."""
    done = subprocess.run(["make", "site"], cwd=REPO, capture_output=True, text=True)
    if done.returncode != 0 or not (SITE / "index.html").exists():
        raise HarnessError(f"make site failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}")
    return SITE


class _Quiet(SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the class attribute http.server reads
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".json": "application/json",
        ".whl": "application/octet-stream",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def end_headers(self) -> None:
        if self.server.no_store:  # type: ignore[attr-defined]
            self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A file the site does not have: recorded (``StaticServer.missing``)."""
        if code == 404:
            counts = self.server.counts  # type: ignore[attr-defined]
            with counts["lock"]:
                counts["missing"].append(self.path.split("?", 1)[0])
        super().send_error(code, message, explain)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """Send the file, counting its bytes (``StaticServer.sent``)."""
        data = source.read()
        outputfile.write(data)
        counts = self.server.counts  # type: ignore[attr-defined]
        with counts["lock"]:
            counts["bytes"] += len(data)
            counts["files"] += 1
            counts["gzip"] += len(gzip.compress(data, 6)) if counts["gzip_on"] else 0
            counts["paths"].add(self.path.split("?", 1)[0])
        log = os.environ.get("ORI_SITE_REQUEST_LOG")
        if log:  # every file a browse asked for (site/build.py's list of unused files)
            with counts["lock"], open(log, "a", encoding="utf-8") as f:
                f.write(self.path.split("?", 1)[0] + "\n")


class StaticServer:
    """build/site over HTTP on 127.0.0.1, on a free port, in a thread.
    ``no_store``: every answer says ``Cache-Control: no-store``, so the
    browser's HTTP cache keeps nothing (what a page finds with the server
    gone is what the site's service worker kept)."""

    def __init__(self, root: Path | None = None, no_store: bool = False) -> None:
        self.root = root or ensure_site()
        handler = functools.partial(_Quiet, directory=str(self.root))
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.no_store = no_store  # type: ignore[attr-defined]
        #: what was sent since ``sent(reset=True)``: bytes, files, and (with
        #: ``gzip_on``) the same bytes compressed as a host that gzips sends them
        self.httpd.counts = {  # type: ignore[attr-defined]
            "lock": threading.Lock(), "bytes": 0, "files": 0, "gzip": 0, "gzip_on": False,
            "paths": set(), "missing": [],
        }  # fmt: skip
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self) -> StaticServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def sent(self, reset: bool = False) -> dict[str, int]:
        """Bytes, files and gzip-compressed bytes sent so far (then zeroed)."""
        counts = self.httpd.counts  # type: ignore[attr-defined]
        with counts["lock"]:
            out = {k: counts[k] for k in ("bytes", "files", "gzip")}
            if reset:
                counts.update(bytes=0, files=0, gzip=0)
        return out

    @property
    def missing(self) -> list[str]:
        """Every path asked for that the site does not have (404), in order."""
        counts = self.httpd.counts  # type: ignore[attr-defined]
        with counts["lock"]:
            return list(counts["missing"])

    def url(self, page: str) -> str:
        return f"http://127.0.0.1:{self.port}/{page}"


def block_off_site(context: Any, block: bool = True) -> list[str]:
    """Abort every request of ``context`` (pages and workers) to a host other
    than 127.0.0.1; the returned list fills with their URLs. ``block=False``:
    only list them (Playwright's routing sends even the requests a service
    worker would answer from its cache to the network: the offline test
    cannot route)."""
    off: list[str] = []

    def route(r: Any) -> None:
        if urlsplit(r.request.url).hostname == "127.0.0.1":
            r.continue_()
        else:
            off.append(r.request.url)
            r.abort()

    def seen(request: Any) -> None:
        url = request.url
        if url.startswith(("http:", "https:", "ws:", "wss:")) and (
            urlsplit(url).hostname != "127.0.0.1" and url not in off
        ):
            off.append(url)

    if block:
        context.route("**/*", route)
    context.on("request", seen)
    return off
