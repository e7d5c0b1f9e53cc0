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

import html
import itertools
import re

import pytest
from scenario_helpers import play, pos, scenario

import oriflamme
from oriflamme.games.oriflamme import aid
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.edition import tiebreak_basis
from oriflamme.games.oriflamme.words import narrate, telling_order
from oriflamme.i18n import card_name, t

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


def _tied_game_end(families: dict[str, str] | None) -> ev.GameEnded:
    """Round 6: Red banks his last card; Red and Blue are tied on influence and
    Red has more top cards (G12)."""
    d = scenario(
        "red heir up",
        "blue heir up",
        "red soldier",
        influence={"red": 4, "blue": 4, "green": 0},
        next=2,
        **({"families": families} if families else {}),
    )
    events = play(oriflamme.load_scenario(d), "bank")
    ended = [e for e in events if isinstance(e, ev.GameEnded)]
    assert ended and ended[0].tiebreak == "queue_cards" and ended[0].winners == ["red"]
    return ended[0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("families", "basis"),
    [(None, "reading"), ({"green": "ablaze"}, "rulebook"), ({"green": "alliance"}, "rulebook")],
    ids=["base", "mixed-ablaze", "mixed-alliance"],
)
def test_G12_the_top_card_tiebreak_is_marked_as_our_reading_at_a_base_table(
    lang: str, families: dict[str, str] | None, basis: str
) -> None:
    """G12: the base rulebook is silent on covered cards (counting top cards
    only is our reading); the Ablaze and Alliance rulebooks say it. The end
    screen gives the note once, in full, in the panel; the log's last line,
    read alone (replay CLI) or under that panel, marks the reading with a short
    aside instead of repeating the panel's sentence (the ru re-read's D4)."""
    ended = _tied_game_end(families)
    assert ended.tiebreak_basis == basis
    note = t("tiebreak-reading-note", lang)
    aside = t("tiebreak-reading-aside", lang)
    line = narrate(ended, lang)
    assert (aside in line) == (basis == "reading")
    assert note not in line  # the panel beside it says it in full
    old = {"kind": "GameEnded", "scores": {"red": 4}, "winners": ["red"], "tiebreak": "queue_cards"}
    assert aside not in narrate(old, lang)  # an older log still reads
    why = t("w-tiebreak-queue_cards", lang, player="X", score=4, cards=2, basis=basis)
    assert (note in why) == (basis == "reading")
    shared = t("w-tiebreak-shared", lang, players="X, Y", score=4, cards=2, basis=basis)
    assert (note in shared) == (basis == "reading")  # the fr re-read's E5
    # the «five minutes» summary says it as the handout does (the fr re-read's E1)
    about = t("w-about-html", lang)
    assert note in about and TOP_CARDS[lang][5].split(" ", 1)[1] in about
    for edition in ("base", "ablaze", "alliance"):  # the printed handout of each edition
        handout = html.unescape(aid.body(edition, lang))
        assert (note in handout) == (edition == "base"), edition
        assert t("handout-end", lang, basis=tiebreak_basis([edition])) in handout


#: «top cards» in each language, in the forms the final panel's plurals use
TOP_CARDS = {
    "uk": {1: "1 верхня карта", 3: "3 верхні карти", 5: "5 верхніх карт"},
    "ru": {1: "1 верхняя карта", 3: "3 верхние карты", 5: "5 верхних карт"},
    "fr": {1: "1 carte du dessus", 3: "3 cartes du dessus", 5: "5 cartes du dessus"},
    "en": {1: "1 top card", 3: "3 top cards", 5: "5 top cards"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_G12_the_final_panel_counts_top_cards_and_says_so(lang: str) -> None:
    """G12: the final panel's count is ``state.top_cards`` (covered cards do
    not count); a row saying «N cards in the queue» contradicted the board
    whenever a player had a stack (the fr re-read's E2)."""
    for cards, words in TOP_CARDS[lang].items():
        row = t("w-final-row", lang, player="X", score=7, cards=cards)
        assert words in row, row


@pytest.mark.parametrize("lang", LANGS)
def test_G12_a_shared_victory_panel_names_the_tied_players(lang: str) -> None:
    """G12, still tied on top cards: shared victory. The panel's sentence
    («… their family's top cards …») named no one before its last clause, so
    «their» had nothing to refer to (the fr re-read's D5): it names the tied
    players first, in the headline right above it, and the sentence refers
    to them («У них поровну…», «Ils sont à égalité…») without naming them
    again."""
    from oriflamme.i18n.grammar import join_names, player_name
    from oriflamme.widgets.log import final_html

    st = pos(
        "red heir up",
        "blue heir up",
        "red soldier",
        "blue soldier",
        influence={"red": 4, "blue": 4, "green": 0},
        next=2,
    )
    play(st, "bank", "bank")
    assert st.finished and sorted(st.winners) == ["blue", "red"]
    names = join_names([player_name(p, lang) for p in st.winners], lang)
    why = t("w-tiebreak-shared", lang, players=names, score=4, cards=2, basis="reading")
    panel = html.unescape(final_html(st, lang, ()))
    headline = t("w-final-winner", lang, players=names, count=2)
    # the headline names them, right before the sentence that says «they»…
    assert f"<p><b>{headline}</b></p><p>{why}</p>" in panel, panel
    assert names in headline
    assert names not in why, why  # …which does not name them a second time


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("siege", ["yes", "no"])
def test_orichalque_a_won_fight_is_told_without_an_exclamation(lang: str, siege: str) -> None:
    """Fights follow one another in the log (a chain of fights, O-rules of
    phase 3): «… — victory!» on every line read as a stutter; a won fight is
    a plain statement, like a lost one."""
    text = t(
        "och-ev-fight-won",
        lang,
        player="X",
        creature_ins="Y",
        creature_def="Y",
        strength=8,
        hoplites=2,
        hoplites_text="2",
        dice="1, 2",
        siege=siege,
    )
    assert not text.rstrip().endswith("!"), text
    # one colon, before the dice: the siege engine's note is not a second one
    # («перемога: з облоговою машиною…», the uk re-read's F1)
    assert text.count(":") == 1, text


@pytest.mark.parametrize("lang", LANGS)
def test_orichalque_a_won_game_does_not_read_as_points_gained(lang: str) -> None:
    """«Rouge gagne : 5 points de victoire…» first reads as «Red gains 5 points»
    (the fr re-read's D2): the sentence says the game is won."""
    text = t("och-ev-game-won", lang, player="X", points="5")
    won = {
        "uk": "X перемагає",
        "ru": "X побеждает",
        "fr": "X remporte la partie",
        "en": "X wins the game",
    }
    assert text.startswith(won[lang]), text
