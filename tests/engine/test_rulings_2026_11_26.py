"""The Oriflamme ruling settled on 2026-11-26 (RULINGS.md «Settled 2026-11-26»):
A9a, bribing back your own card. The card says «Положи жетон подкупа своей
семьи… замените его своим. Старый жетон подкупа верните владельцу»: the owner's
own token goes on the card, the other player's goes back to them, and the
owner's token comes home when the card leaves the queue (A9). The Orichalque
rulings of the same day (O1–O6) are in tests/orichalque/test_orichalque_rulings.py.
"""

from __future__ import annotations

import json

from scenario_helpers import infl, of_kind, play, pos

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import BRIBED_BY, ID
from oriflamme.games.oriflamme.words import narrate
from oriflamme.tutor import LessonRun, lesson, texts


def A(*stacks, **keys):
    keys.setdefault("edition", "ablaze")
    return pos(*stacks, **keys)


def test_A9a_bribing_back_your_own_card_puts_your_token_on_it_and_theirs_goes_back() -> None:
    st = A("red bribery", "red queen up b=blue", "blue felon", players=["red", "blue"])
    assert st.extra["bribes_left"] == ("red",)
    events = play(st, "reveal", "target 1")
    assert ev.CardBribed("red", "queen", "red", 1, "blue") in events
    queen = st.queue[0][-1]
    assert (queen[ID], queen[BRIBED_BY]) == ("queen", "red")  # red's own token on it
    assert st.extra["bribes_left"] == ("blue",)  # blue's came back; red's is on the card
    assert infl(st)["red"] == 1 + 2  # the Queen, next, resolves for red (G10)


def test_A9a_the_owners_token_comes_home_when_the_card_leaves_the_queue() -> None:
    st = A(
        "green cutthroat up",
        "red queen up b=red",
        "blue felon",
        bribes_left=["blue", "green"],
    )
    events = play(st, "target 1")
    assert ev.BribeReturned("red", "queen", "red") in events
    assert st.discards["red"] == ("queen",)
    assert sorted(st.extra["bribes_left"]) == ["blue", "green", "red"]


def test_A9a_a_scenario_may_put_the_owners_own_token_on_their_card_and_it_round_trips() -> None:
    st = A("red queen up b=red", "blue felon", players=["red", "blue"])
    assert st.queue[0][-1][BRIBED_BY] == "red" and st.extra["bribes_left"] == ("blue",)
    back = oriflamme.load_scenario(json.loads(json.dumps(st.to_json())))
    assert back.to_json() == st.to_json()
    # still refused: a token on a face-down card (A9)
    for bad in ("red queen b=red",):
        try:
            A(bad, "blue felon", players=["red", "blue"])
        except oriflamme.ScenarioError as e:
            assert e.code == "bad_bribe" and e.field == "queue[0][0].bribed_by"
        else:  # pragma: no cover - the test fails here
            raise AssertionError(f"{bad}: a token accepted where none may lie")


def test_A9a_the_log_says_your_own_token_goes_on_the_card_in_every_language() -> None:
    e = ev.CardBribed("red", "queen", "red", 1, "blue")
    said = {lang: narrate(e, lang) for lang in ("uk", "ru", "fr", "en")}
    assert said["uk"] == (
        "Червоний кладе свій жетон підкупу на свою Королеву: ця карта знову грає за "
        "Червоного. Синій забирає свій жетон підкупу."
    )
    assert said["ru"] == (
        "Красный кладёт свой жетон подкупа на свою Королеву: эта карта снова играет за "
        "Красного. Синий забирает свой жетон подкупа."
    )
    assert said["fr"] == (
        "Rouge pose son propre jeton de corruption sur sa Reine\u00a0: cette carte joue de "
        "nouveau pour Rouge. Bleu récupère son jeton de corruption."
    )
    assert said["en"] == (
        "Red puts their own bribery token on their Queen: that card plays for Red again. "
        "Blue's bribery token goes back to them."
    )
    # another player's card: the A9 sentence, unchanged
    assert narrate(ev.CardBribed("red", "queen", "blue", 1, None), "en") == (
        "Red bribes Blue's Queen: that card now plays for Red."
    )


def test_A9a_the_bribed_queen_combo_ends_with_reds_token_on_the_queen_and_says_so() -> None:
    lsn = lesson("combo-bribed-queen")
    run = LessonRun(lsn)
    outcomes = [run.try_move(m) for m in lsn.solution]
    assert outcomes[-1].kind == "success"
    st = run.state
    queen = next(s[-1] for s in st.queue if s[-1][ID] == "queen")
    assert queen[BRIBED_BY] == "red"
    assert st.extra["bribes_left"] == ("blue",)
    assert of_kind(run.events, "CardBribed")[0] == ev.CardBribed("red", "queen", "red", 1, "blue")
    said = {
        lang: (
            texts.text("lesson-combo-bribed-queen-intro-2", lang),
            texts.text("lesson-combo-bribed-queen-success", lang),
        )
        for lang in ("uk", "ru", "fr")
    }
    assert "ваш жетон підкупу" in said["uk"][0] and "ваш жетон підкупу" in said["uk"][1]
    assert "ваш жетон подкупа" in said["ru"][0] and "ваш жетон подкупа" in said["ru"][1]
    assert "votre jeton de corruption" in said["fr"][0].lower()
    assert "votre jeton de corruption" in said["fr"][1].lower()
    for _intro, success in said.values():  # the old, false «your token stays with you»
        assert "лишився у вас" not in success and "остался у вас" not in success
        assert "gardez le vôtre" not in success


def test_A9a_a_third_player_bribes_a_card_its_owner_bribed_back_the_owners_token_home() -> None:
    """Red's Queen carries red's own token (bribed back, A9a); green's Bribery
    takes it: green's token goes on the Queen and red's comes back to red (A9:
    «Старый жетон подкупа верните владельцу»)."""
    st = A("red queen up b=red", "green bribery", bribes_left=["blue", "green"], next=1)
    events = play(st, "reveal", "target 0")
    assert ev.CardBribed("green", "queen", "red", 0, "red") in events
    queen = st.queue[0][-1]
    assert (queen[ID], queen[BRIBED_BY]) == ("queen", "green")
    assert sorted(st.extra["bribes_left"]) == ["blue", "red"]


def test_A9a_a_bribed_back_schemer_discarded_next_to_a_stack_sends_the_owners_token_home() -> None:
    """Red's Schemer carries red's own token; it resolves next to a stack of 2
    and is discarded (A4): red's token comes home (A9), nothing is lost."""
    st = A(
        "green queen",
        "red schemer up b=red",
        ["blue queen up", "blue felon"],
        bribes_left=["blue", "green"],
    )
    events = play(st, "bank")
    assert ev.BribeReturned("red", "schemer", "red") in events
    assert st.discards["red"] == ("schemer",)
    assert sorted(st.extra["bribes_left"]) == ["blue", "green", "red"]


def test_A9a_mixed_table_bribed_back_queen_with_a_verdict_eliminated_both_tokens_home() -> None:
    """Red (Ablaze) has its own token on its Queen, which also carries a verdict
    (blue plays Alliance, L6); blue's Insurrection eliminates it (L7): red's
    bribery token goes back to red (A9) and the verdict to the pool (L6)."""
    st = pos(
        "red queen up b=red v",
        "blue insurrection t1",
        "green felon",
        bribes_left=["green"],
        families={"red": "ablaze", "green": "ablaze", "blue": "alliance"},
        next=1,
    )
    assert st.extra["verdicts_left"] == 4
    events = play(st, "reveal")
    assert ev.BribeReturned("red", "queen", "red") in events
    assert of_kind(events, "VerdictReturned")[0].verdicts_left == 5
    assert st.extra["verdicts_left"] == 5
    assert sorted(st.extra["bribes_left"]) == ["green", "red"]
    assert st.discards["red"] == ("queen",)
