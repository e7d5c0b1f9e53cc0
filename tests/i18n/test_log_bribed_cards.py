"""A bribed card in the log (A9, G10, G16): the player who acts with it and the
player it belongs to are two people, so the log never calls it «his Judge» —
it names the printed owner and the briber (the fr re-read's E2: «Rouge pose un
jeton Verdict sur son Juge» then «L'Insurrection de Bleu élimine son Juge»,
about the one Judge of Blue that Red had bribed)."""

from __future__ import annotations

import pytest

from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.words import narrate, telling_order
from oriflamme.i18n import player_name
from oriflamme.tutor import LessonRun, lesson

LANGS = ["uk", "ru", "fr", "en"]
#: the bare possessive of «his/their card» in each language
POSSESSIVES = {
    "uk": ("свого ", "свою ", "своє ", "свій "),
    "ru": ("своего ", "свою ", "своё ", "свой "),
    "fr": (" son ", " sa "),
    "en": (" their ", " his ", " her "),
}


def _bribed_judge_wrong_option_1() -> list[object]:
    """Lesson mixed-bribed-judge, the scripted wrong move «option 1»: Red,
    who bribed Blue's Judge, puts a verdict on it; Blue's Insurrection then
    eliminates it."""
    run = LessonRun(lesson("mixed-bribed-judge"))
    for m in ("reveal", "target 1"):
        assert run.try_move(m).ok
    out = run.try_move("option 1")
    assert out.kind == "wrong"
    return list(out.events)


@pytest.mark.parametrize("lang", LANGS)
def test_a_verdict_on_a_bribed_judge_names_its_owner_and_its_briber(lang: str) -> None:
    events = _bribed_judge_wrong_option_1()
    verdicts = [e for e in events if isinstance(e, ev.VerdictPlaced) and e.card == "judge"]
    assert verdicts, "the replay puts a verdict on the bribed Judge"
    v = verdicts[0]
    # the event says whose card it is (its printed owner) and who bribed it
    assert (v.player, v.owner, v.bribed_by) == ("red", "blue", "red")
    text = narrate(v, lang)
    assert player_name("blue", lang, "of") in text, text
    assert text.count(player_name("red", lang)) == 2, text  # who acts, who bribed
    assert not any(p in f" {text}" for p in POSSESSIVES[lang]), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_elimination_of_a_bribed_card_says_it_was_bribed(lang: str) -> None:
    events = _bribed_judge_wrong_option_1()
    gone = [e for e in events if isinstance(e, ev.CardEliminated) and e.card == "judge"]
    assert gone and gone[0].owner == "blue" and gone[0].bribed_by == "red"
    text = narrate(gone[0], lang)
    assert player_name("red", lang) in text, text
    assert not any(p in f" {text}" for p in POSSESSIVES[lang]), text
    # every line of that replay about the bribed Judge names its owner
    for e in telling_order(events):
        if getattr(e, "bribed_by", None):
            assert not any(p in f" {narrate(e, lang)}" for p in POSSESSIVES[lang])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "event",
    [
        ev.CardMoved("blue", "queen", "blue", 2, 0, True, "red"),
        ev.CardMoved("blue", "queen", "blue", 1, 1, True, "red"),  # lifted off a stack (B8)
        ev.TokensPlaced("queen", "blue", 0, 1, "empress", True, "blue", "red"),
    ],
)
def test_every_event_with_a_possessive_names_a_bribed_card_by_its_owner(
    lang: str, event: object
) -> None:
    """Blue moves or feeds his own Queen that Red bribed: not «his Queen»."""
    text = narrate(event, lang)
    assert player_name("red", lang) in text, text
    assert not any(p in f" {text}" for p in POSSESSIVES[lang]), text
    # without a briber the same event keeps its possessive
    plain = narrate(event._replace(bribed_by=None), lang)  # type: ignore[attr-defined]
    assert player_name("red", lang) not in plain


@pytest.mark.parametrize("lang", LANGS)
def test_a_log_saved_before_the_field_still_reads(lang: str) -> None:
    old = {"kind": "VerdictPlaced", "player": "red", "card": "queen", "owner": "blue"}
    assert narrate({**old, "position": 0, "face_up": True}, lang)
