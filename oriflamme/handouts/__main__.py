"""``python -m oriflamme.handouts`` (``make handouts``): every handout's page
and PDF, in every language, into ``build/handouts/``.

    python -m oriflamme.handouts [--out DIR] [--lang uk,fr] [--edition base,orichalque]
                                 [--html-only]
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..i18n import ALL_LANGS
from . import EDITIONS, handout_html, handout_name
from .pdf import PdfError, print_pdf

OUT = Path(__file__).resolve().parents[2] / "build" / "handouts"


def build(out: Path, langs: list[str], editions: list[str], pdf: bool = True) -> list[Path]:
    """Write the pages (and their PDFs); the files written."""
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    for edition in editions:
        for lang in langs:
            page = out / handout_name(edition, lang)
            page.write_text(handout_html(edition, lang, print_button=False), encoding="utf-8")
            pages.append(page)
    if not pdf:
        return pages
    with ThreadPoolExecutor(max_workers=2) as pool:
        pdfs = list(pool.map(lambda p: print_pdf(p, p.with_suffix(".pdf")), pages))
    return pages + pdfs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oriflamme.handouts", description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT, help="the folder (build/handouts/)")
    parser.add_argument("--lang", default=",".join(ALL_LANGS), help="languages, comma-separated")
    parser.add_argument("--edition", default=",".join(EDITIONS), help="handouts, comma-separated")
    parser.add_argument("--html-only", action="store_true", help="the pages, no PDF")
    args = parser.parse_args(argv)
    langs = [x for x in args.lang.split(",") if x]
    editions = [x for x in args.edition.split(",") if x]
    bad = [x for x in langs if x not in ALL_LANGS] + [x for x in editions if x not in EDITIONS]
    if bad:
        print(f"unknown: {', '.join(bad)}", file=sys.stderr)
        return 2
    try:
        files = build(args.out, langs, editions, pdf=not args.html_only)
    except PdfError as e:
        print(e, file=sys.stderr)
        return 1
    for f in files:
        print(f)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
