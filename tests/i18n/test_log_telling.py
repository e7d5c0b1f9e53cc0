"""The log tells what happens in the order it happens, and does not stutter
(the uk re-read's D3 and D5, in every language):

- L7: the Insurrection is revealed, and the 1 discarded from it is told as what
  followed, not as a purpose («To reveal the Insurrection, Red returns 1…»
  after «Red reveals the Insurrection» reads back to front);
- A11, B6: a Trap or an Ambush eliminated by an opponent says its name with an
  exclamation once, not on two lines in a row («Trap! Red takes 3…» then
  «Trap! Blue's Soldier goes to the discard»).
"""

from __future__ import annotations

import itertools
import re

import pytest
from scenario_helpers import play, scenario

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.words import narrate, telling_order
from oriflamme.i18n import card_name

LANGS = ["uk", "ru", "fr", "en"]
#: «in order to reveal» in each language: a purpose told after the fact
PURPOSE = {"uk": "Щоб відкрити", "ru": "Чтобы открыть", "fr": "Pour révéler", "en": "To reveal"}


def _log(events: list[object], lang: str) -> list[str]:
    return [narrate(e, lang) for e in telling_order(events)]


def _exclamation(line: str) -> str | None:
    """The word a line opens with when it is an exclamation («Пастка!»)."""
    m = re.match(r"^([^\s!.:,]+)\s?!", line)
    return m.group(1) if m else None


def assert_no_repeated_exclamation(lines: list[str]) -> None:
    for a, b in itertools.pairwise(lines):
        word = _exclamation(a)
        assert word is None or word != _exclamation(b), (a, b)


@pytest.mark.parametrize("lang", LANGS)
def test_L7_the_insurrection_is_revealed_then_pays_in_that_order(lang: str) -> None:
    d = scenario("red insurrection", "blue judge up", edition="alliance")
    d["queue"][0][0]["tokens"] = 3  # L7: 1 paid to reveal it, 2 taken
    st = oriflamme.load_scenario(d)
    events = play(st, "reveal")
    lines = _log(events, lang)
    kinds = [e.kind for e in telling_order(events)]
    reveal = kinds.index("CardRevealed")
    paid = next(
        i
        for i, e in enumerate(telling_order(events))
        if isinstance(e, ev.TokensReturned) and e.reason == "insurrection"
    )
    assert reveal < paid
    assert PURPOSE[lang] not in lines[paid], lines[paid]
    assert card_name("insurrection", lang, "nom")[:5].lower() in lines[paid].lower()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("card", "edition"), [("trap", "ablaze"), ("ambush", "base")], ids=["trap", "ambush"]
)
def test_a_trap_or_an_ambush_is_exclaimed_once(lang: str, card: str, edition: str) -> None:
    """A11 (Trap), B6 (Ambush): eliminated by a Soldier of another player."""
    st = oriflamme.load_scenario(
        scenario(
            "red soldier",
            f"blue {card}",
            "green lord up",
            influence={"red": 5, "blue": 1, "green": 1},
            families={"blue": edition},
        )
    )
    events = play(st, "reveal", "target 1")
    assert any(isinstance(e, ev.CardDiscarded) and e.reason == card for e in events)
    lines = _log(events, lang)
    assert_no_repeated_exclamation(lines)
    # the discarded card is told as the one that eliminated the Trap/Ambush
    discard = narrate(next(e for e in events if isinstance(e, ev.CardDiscarded)), lang)
    assert card_name("soldier", lang, "nom") in discard, discard
    assert card_name(card, lang, "nom")[:4].lower() in discard.lower(), discard
