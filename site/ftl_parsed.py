"""Parse the project's Fluent catalogs once, at the static site's build.

Run by ``site/build.py`` with the site's own ``fluent.syntax`` wheel on
``PYTHONPATH`` (the parsed files are that version's objects):

    PYTHONPATH=<fluent.syntax unpacked> python site/ftl_parsed.py oriflamme-….whl OUT_DIR

writes ``OUT_DIR/<lang>.pickle``: ``{file name: (sha256 of its text, parsed
file)}`` for each language folder of the wheel's ``oriflamme/locales``, which
``oriflamme.i18n.catalog`` reads instead of parsing when the hash matches.
Parsed without source positions (spans: a third of the objects, which only a
syntax error's report would use — the catalogs' tests allow none): a smaller
wheel, and less to unpickle at each start.
"""

from __future__ import annotations

import hashlib
import pickle
import re
import sys
import zipfile
from pathlib import Path

from fluent.syntax import FluentParser

FTL_FILE = re.compile(r"oriflamme/locales/([^/]+)/([^/]+\.ftl)$")


def main(wheel: str, out_dir: str) -> int:
    parsed: dict[str, dict[str, tuple[str, object]]] = {}
    with zipfile.ZipFile(wheel) as z:
        for name in sorted(z.namelist()):
            m = FTL_FILE.match(name)
            if m:
                text = z.read(name).decode("utf-8")
                digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
                tree = FluentParser(with_spans=False).parse(text)
                parsed.setdefault(m[1], {})[m[2]] = (digest, tree)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for lang, files in sorted(parsed.items()):
        (out / f"{lang}.pickle").write_bytes(pickle.dumps(files, protocol=4))
        print(f"  {lang}: {len(files)} catalog files parsed")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
