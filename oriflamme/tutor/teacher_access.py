"""Who may see the class: the server setting for the teacher's class view.

The class view shows every learner's progress on a server. It is offered only
where the server says so, in a file ``oriflamme-teacher.json`` found on
Jupyter's configuration path (the project's ``config/`` first: ``make run``,
the browser tests and Binder put it on ``JUPYTER_CONFIG_PATH``; a deployment
may use ``/etc/jupyter`` or its own folder), or the file the environment
variable ``ORIFLAMME_TEACHER_CONFIG`` names::

    {"class_view": "password", "password": "scrypt$16384$8$1$<salt>$<hash>"}
    {"class_view": "open"}     # a teacher's own computer: no password asked
    {"class_view": "off"}      # the default, also without any file

With ``password`` the desk asks for the teacher's password before it shows
the class (the password itself is never stored: an scrypt hash with a salt,
compared in constant time; after ``MAX_TRIES`` wrong passwords the page stops
asking until it is reloaded, and each wrong one costs a pause). Without the
file, with ``off`` or with a file that cannot be read, the class view is not
offered at all. The learners' pages never list the class: each learner's name
box suggests only the names used in their own browser (``widgets/learner.py``).

Write the file with::

    python -m oriflamme.tutor.teacher_access password [--config DIR]
    python -m oriflamme.tutor.teacher_access open|off [--config DIR]

(docs/deploy.md, «The teacher's class view»).
"""

from __future__ import annotations

import argparse
import base64
import getpass
import hashlib
import hmac
import json
import os
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path

FILE = "oriflamme-teacher.json"
ENV = "ORIFLAMME_TEACHER_CONFIG"
MODES = ("off", "open", "password")
#: Wrong passwords a page may try before it stops asking.
MAX_TRIES = 5
#: Seconds each wrong password costs.
PAUSE = 1.0
#: scrypt's cost: n, r, p (≈ 16 MB and a few tens of ms per check).
SCRYPT = (2**14, 8, 1)
MIN_PASSWORD = 8


@dataclass(frozen=True)
class Access:
    """The server's setting: ``mode`` (``off``, ``open``, ``password``), the
    password's hash, and the file it came from (``None``: no file)."""

    mode: str = "off"
    password_hash: str = ""
    source: Path | None = None
    #: Why the file was not used ("" when it was, or when there is none).
    problem: str = ""

    @property
    def offered(self) -> bool:
        """Whether the desk offers the class view at all."""
        return self.mode == "open" or (self.mode == "password" and bool(self.password_hash))

    @property
    def needs_password(self) -> bool:
        return self.mode == "password"

    def check(self, password: str) -> bool:
        """Whether ``password`` is the teacher's (constant time)."""
        if self.mode == "open":
            return True
        if self.mode != "password" or not self.password_hash:
            return False
        return verify(password, self.password_hash)


def config_dirs() -> list[Path]:
    """Jupyter's configuration folders, in its order (``JUPYTER_CONFIG_PATH`` first)."""
    try:
        from jupyter_core.paths import jupyter_config_path
    except ImportError:  # pragma: no cover - the static site: no server, no class view
        return []
    return [Path(p) for p in jupyter_config_path()]


def find_config() -> Path | None:
    """The setting's file: ``$ORIFLAMME_TEACHER_CONFIG``, else the first
    ``oriflamme-teacher.json`` on Jupyter's configuration path."""
    named = os.environ.get(ENV)
    if named:
        return Path(named)
    for folder in config_dirs():
        path = folder / FILE
        if path.is_file():
            return path
    return None


def load_access(path: Path | None = None) -> Access:
    """The server's setting (``off`` without a file or with a damaged one)."""
    path = path if path is not None else find_config()
    if path is None:
        return Access()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        return Access(source=path, problem=f"{type(e).__name__}: {e}"[:200])
    if not isinstance(data, dict) or data.get("class_view", "off") not in MODES:
        return Access(source=path, problem="class_view is not one of off, open, password")
    mode = data.get("class_view", "off")
    hashed = data.get("password", "")
    if mode == "password" and not (isinstance(hashed, str) and hashed.startswith("scrypt$")):
        return Access(source=path, problem="class_view is password but no password hash is set")
    return Access(mode, hashed if isinstance(hashed, str) else "", path)


def hash_password(password: str, salt: bytes | None = None) -> str:
    """``scrypt$n$r$p$<salt>$<hash>`` (base64) of ``password``."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    n, r, p = SCRYPT
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=32)
    b64 = base64.b64encode
    return f"scrypt${n}${r}${p}${b64(salt).decode()}${b64(digest).decode()}"


def verify(password: str, hashed: str) -> bool:
    """Whether ``password`` gives ``hashed`` (False for a damaged hash)."""
    try:
        _, n, r, p, salt, digest = hashed.split("$")
        want = base64.b64decode(digest)
        got = hashlib.scrypt(
            password.encode("utf-8"),
            salt=base64.b64decode(salt),
            n=int(n),
            r=int(r),
            p=int(p),
            dklen=len(want),
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(got, want)


class Gate:
    """One page's door to the class view: ``open(password)`` until it is
    open, or until ``MAX_TRIES`` wrong passwords (then ``locked``)."""

    def __init__(self, access: Access | None = None, pause: float = PAUSE) -> None:
        self.access = access if access is not None else load_access()
        self.pause = pause
        self.tries = 0
        self.opened = self.access.mode == "open"

    @property
    def locked(self) -> bool:
        return not self.opened and self.tries >= MAX_TRIES

    def open(self, password: str) -> bool:
        if self.opened:
            return True
        if self.locked or not self.access.offered:
            return False
        if self.access.check(password):
            self.opened = True
            return True
        self.tries += 1
        time.sleep(self.pause)
        return False


def write_config(folder: Path, mode: str, password: str = "") -> Path:
    """Write ``folder/oriflamme-teacher.json`` (readable by its owner only)."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    data: dict[str, str] = {"class_view": mode}
    if mode == "password":
        if len(password) < MIN_PASSWORD:
            raise ValueError(f"the password needs at least {MIN_PASSWORD} characters")
        data["password"] = hash_password(password)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
        f.write("\n")
    os.chmod(path, 0o600)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m oriflamme.tutor.teacher_access",
        description="Set who may open the teacher's class view on this server.",
    )
    parser.add_argument(
        "mode",
        choices=MODES,
        help="password: ask for a password (typed twice, stored as a hash); "
        "open: no password (a teacher's own computer); off: no class view",
    )
    parser.add_argument(
        "--config",
        type=Path,
        default=Path(__file__).resolve().parents[2] / "config",
        help="the folder to write oriflamme-teacher.json into (default: the project's config/)",
    )
    args = parser.parse_args(argv)
    password = ""
    if args.mode == "password":
        password = getpass.getpass("Teacher's password: ")
        if getpass.getpass("The same password again: ") != password:
            print("The two passwords differ: nothing was written.", file=sys.stderr)
            return 2
    try:
        path = write_config(args.config, args.mode, password)
    except (ValueError, OSError) as e:
        print(f"Not written: {e}", file=sys.stderr)
        return 2
    print(f"Written: {path} (class view: {args.mode}). Pages opened from now on follow it.")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
