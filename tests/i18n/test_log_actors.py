"""The log names who acts: the player who puts influence on a card (the
Empress, the Diplomat, the Infiltration), and why a Spy steals nothing — its
own card, or a player with no influence (review texts-uk E2, E3). The events
stay readable without the new fields (older logs)."""

from __future__ import annotations

import pytest

from oriflamme.games.oriflamme.engine.events import NoEffect, TokensPlaced, VerdictPlaced
from oriflamme.games.oriflamme.engine.scenario import load_data
from oriflamme.games.oriflamme.words import narrate
from oriflamme.i18n import card_name, player_name

LANGS = ["uk", "ru", "fr", "en"]


def resolve(queue: list[list[dict[str, object]]], *moves: str, **kw: object) -> list[object]:
    state = load_data(
        {
            "edition": "alliance",
            "players": ["red", "blue"],
            "round": 2,
            "phase": "resolution",
            "next": 0,
            "queue": queue,
            **kw,
        }
    )
    events: list[object] = []
    for m in moves:
        events += state.apply(m)
    return events


@pytest.mark.parametrize("lang", LANGS)
def test_the_empress_player_is_named_when_influence_goes_on_a_card(lang: str) -> None:
    """L-rule of the Empress: her player puts 1 on an opponent's face-down card."""
    events = resolve(
        [[{"card": "empress", "owner": "red"}], [{"card": "insurrection", "owner": "blue"}]],
        "reveal",
        "target 1",
    )
    placed = [e for e in events if isinstance(e, TokensPlaced)]
    assert len(placed) == 1 and placed[0].player == "red" and placed[0].owner == "blue"
    text = narrate(placed[0], lang)
    assert text.startswith(player_name("red", lang)), text
    old = narrate(
        {k: v for k, v in placed[0]._asdict().items() if k != "player"} | {"kind": "TokensPlaced"},
        lang,
    )
    assert old and old != text  # an older log without the field still reads


@pytest.mark.parametrize("lang", LANGS)
def test_a_spy_says_why_it_steals_nothing(lang: str) -> None:
    """B3: a Spy choosing its own card steals nothing; G9: nor from an empty supply."""
    own = narrate(NoEffect("red", "spy", "spy", "nothing_to_steal", "red"), lang)
    empty = narrate(NoEffect("red", "spy", "spy", "nothing_to_steal", "blue"), lang)
    assert player_name("blue", lang) not in own
    assert player_name("blue", lang, "nom" if lang in ("fr", "en") else "gen") in empty
    assert own != empty


@pytest.mark.parametrize("lang", LANGS)
def test_a_bribed_card_is_named_by_its_owner_and_its_briber(lang: str) -> None:
    """A9, G16: the bribed blue Judge acts for Red but stays Blue's card: the log
    says «Blue's Judge, bribed by Red, eliminates…», never «Red's Judge» (review
    fr E1); an unbribed eliminator is named as before, and an older log without
    ``by_owner`` still reads."""
    from oriflamme.tutor import LessonRun, lesson

    run = LessonRun(lesson("mixed-bribed-judge"))
    for m in ("reveal", "target 1", "option 2", "target 1"):
        assert run.try_move(m).ok, m
    elim = next(e for e in run.events if e.kind == "CardEliminated")
    assert (elim.player, elim.by_card, elim.by_owner) == ("red", "judge", "blue")
    text = narrate(elim, lang)
    owner_of = player_name("blue", lang, "of")
    assert card_name("judge", lang).lower() in text.split(",")[0].lower(), text
    assert owner_of in text.split(",")[0], text
    assert player_name("red", lang, "of") not in text, text
    mine = narrate(elim._replace(by_owner=None), lang)
    assert player_name("red", lang, "of") in mine and "," not in mine.split(":")[0]
    older = {k: v for k, v in elim._asdict().items() if k != "by_owner"}
    assert narrate({"kind": "CardEliminated", **older}, lang) == mine


def test_only_a_bribed_eliminator_carries_its_owner() -> None:
    """G16: ``by_owner`` is set only when the eliminating card acts for someone
    else; a family’s own Deserter leaves it None (older logs compare equal)."""
    events = resolve(
        [[{"card": "deserter", "owner": "red"}], [{"card": "pact", "owner": "blue"}]],
        "reveal",
        "target 1",
    )
    elim = [e for e in events if e.kind == "CardEliminated"]
    assert elim and all(e.by_owner is None for e in elim)


@pytest.mark.parametrize("lang", LANGS)
def test_a_verdict_on_a_card_the_reader_cannot_see_gives_its_position(lang: str) -> None:
    """L6: a verdict put on a face-down card the reader does not know is «one of
    their face-down cards (position N)», not «his card» (review fr D2): the
    reader must find which card it is."""
    own = narrate(VerdictPlaced("green", None, "green", 2), lang)
    other = narrate(VerdictPlaced("green", None, "blue", 2), lang)
    for text in (own, other):
        assert "3" in text, text
    assert {"fr": "sa carte", "uk": "свою карту", "ru": "свою карту", "en": "their card"}[
        lang
    ] not in own
    assert player_name("blue", lang, "nom" if lang == "en" else "of") in other
    known = narrate(VerdictPlaced("green", "pact", "blue", 2), lang)
    case = {"uk": "acc", "ru": "acc"}.get(lang, "nom")
    assert card_name("pact", lang, case) in known
    assert "3" not in known


def test_the_informant_swap_is_told_before_its_verdict_goes_home() -> None:
    """L3, L6: the verdict returns because the Informant left the queue: the
    swap is told first, then the verdict's return (cause before effect,
    style-uk §11; review uk 13)."""
    from oriflamme.games.oriflamme.words import telling_order
    from oriflamme.tutor import LessonRun, lesson

    run = LessonRun(lesson("card-informant"))
    for m in ("option 2",):
        assert run.try_move(m).ok
    out = run.try_move(run.legal_moves[0])
    told = [e.kind for e in telling_order(list(out.events))]
    assert "CardSwapped" in told and "VerdictReturned" in told
    assert told.index("CardSwapped") < told.index("VerdictReturned")


@pytest.mark.parametrize("lang", LANGS)
def test_influence_put_on_a_card_the_reader_cannot_see_gives_its_position(lang: str) -> None:
    """L1: the Empress's player puts 1 on an opponent's face-down card; a reader
    who cannot see it is told which by its position, like a verdict (L6)."""
    hidden = narrate(TokensPlaced(None, "blue", 2, 1, "empress", False, "red"), lang)
    assert "(" in hidden and "3" in hidden, hidden
    assert player_name("blue", lang, "nom" if lang == "en" else "of") in hidden
    shown = narrate(TokensPlaced("pact", "blue", 2, 1, "empress", False, "red"), lang)
    assert "3" not in shown
