"""Issue 31: printable handouts, one per game or edition and language, made from
the catalogs and the renderer and printed to PDF by Chromium (``make handouts``).

Each language's four handouts are printed; the PDF's text (pdftotext) holds
every card of the edition (its name, on Orichalque's: every creature, building
and titan), the page count is the A4 layout checked by eye (two pages each),
and Orichalque's odds table says what the engine's exact odds say. A machine
without Chromium or poppler fails these tests (they never skip)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from oriflamme.games import get_game
from oriflamme.games.orichalque.engine import components
from oriflamme.games.orichalque.engine.odds import percent, win_chance
from oriflamme.games.oriflamme.aid import cards_of
from oriflamme.handouts import EDITIONS, handout_html
from oriflamme.handouts.__main__ import build
from oriflamme.handouts.pdf import chromium
from oriflamme.i18n import ALL_LANGS, card_name, t

#: Pages of each handout at A4, as checked by eye (docs/teacher.md).
PAGES = 2


def pdf_text(path: Path) -> tuple[str, int]:
    """The PDF's text (whitespace collapsed) and its number of pages."""
    for tool in ("pdftotext", "pdfinfo"):
        assert shutil.which(tool), f"{tool} (poppler-utils) is needed to read the handouts"
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, check=True, text=True
    ).stdout
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True, text=True)
    pages = int(re.search(r"^Pages:\s+(\d+)", info.stdout, re.M).group(1))  # type: ignore[union-attr]
    return " ".join(text.split()), pages


def names(edition: str, lang: str) -> list[str]:
    """What the handout must name: every card of an Oriflamme edition; every
    creature, building and titan of Orichalque."""
    if edition != "orichalque":
        return [card_name(c, lang) for c in cards_of(edition)]
    c = components()
    return (
        [t(f"och-creature-{x['id']}", lang) for x in c.raw["creatures"]]
        + [t(f"och-building-{x['id']}", lang) for x in c.raw["buildings"]]
        + [t(f"och-titan-{x}", lang) for x in c.titans]
    )


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_every_handout_prints_with_every_card_named(tmp_path: Path, lang: str) -> None:
    assert chromium(), "Chromium is needed to print the handouts (ORIFLAMME_CHROMIUM)"
    files = build(tmp_path, [lang], list(EDITIONS))
    pdfs = {p.stem: p for p in files if p.suffix == ".pdf"}
    assert len(pdfs) == len(EDITIONS)
    for edition in EDITIONS:
        stem = "orichalque" if edition == "orichalque" else f"oriflamme-{edition}"
        text, pages = pdf_text(pdfs[f"{stem}-{lang}"])
        missing = [n for n in names(edition, lang) if n not in text]
        assert missing == [], f"{edition} {lang}: not in the PDF: {missing}"
        assert pages == PAGES, f"{edition} {lang}: {pages} pages"
        if edition == "orichalque":  # the provisional data is flagged on paper too
            assert t("handout-status-provisional", lang) in text


@pytest.mark.parametrize("edition", ["base", "ablaze", "alliance"])
def test_a_card_says_its_ability_and_rulings_as_the_card_reference(edition: str) -> None:
    html = handout_html(edition, "uk")
    game = get_game("oriflamme")
    for card in cards_of(edition):
        assert game.cards()[card].edition == edition
        block = html.split(f'data-card="{card}"', 1)[1].split("</article>", 1)[0]
        ruling = t(f"cardref-ruling-{card}", "uk").replace("’", "&#x27;")
        assert ruling in block or t(f"cardref-ruling-{card}", "uk") in block
    assert html.count('class="ori-ho-card"') == len(cards_of(edition))


def test_the_odds_table_is_the_engines_exact_odds() -> None:
    html = handout_html("orichalque", "fr")
    for strength in (4, 6, 8, 10, 12):
        for siege in (False, True):
            row = [percent(win_chance(strength, dice, siege=siege)) for dice in (1, 2, 3, 4)]
            cells = "".join(f"<td>{v}\u00a0%</td>" for v in row)
            assert cells in html, (strength, siege, row)
    assert "100\u00a0%" in html and t("och-provisional", "fr").replace("’", "&#x27;") in html


TWO_PLAYERS = {"uk": "Удвох", "fr": "À deux joueurs", "en": "With two players"}


@pytest.mark.parametrize("lang", sorted(TWO_PLAYERS))
def test_the_orichalque_aid_tells_the_two_player_end_of_a_round(lang: str) -> None:
    """Rulebook, end of a round: with two players the holder passes the first-player
    token to the other player and takes 1 hoplite — not the 3–4-player «the player
    to the right of the new first player» (fr review A12)."""
    html = handout_html("orichalque", lang)
    assert TWO_PLAYERS[lang] in html
