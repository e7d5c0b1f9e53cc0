"""Issue 27, the Russian review (texts-ru.md A14–A18, E14): lesson texts that
stated a rule too broadly or against the replay under them, fixed in ru and uk.

Each test names the ruling the text must respect and fails if the old, false
wording comes back. French is being fixed separately (its catalogs belong to
another change); add "fr" to ``LANGS`` with its words once it has landed.
"""

from __future__ import annotations

import re

import pytest

from oriflamme.i18n import t
from oriflamme.tutor import texts

LANGS = ("uk", "ru")


def _text(key: str, lang: str) -> str:
    return texts.text(key, lang).lower()


UNCOVERED = {"uk": "ненакрит", "ru": "неприкрыт"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_cutthroat_sweeps_only_uncovered_cards_of_the_same_name(lang: str) -> None:
    """A5: the Cutthroat's sweep takes every face-up *uncovered* card of the same
    name; a covered card is out of reach (review A17)."""
    assert UNCOVERED[lang] in _text("lesson-card-cutthroat-intro", lang)


TOP = {"uk": "верхн", "ru": "верхн"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_extortion_counts_top_cards_only(lang: str) -> None:
    """L8 (our judgement call): the Extortion counts the opponent's top cards and
    takes 1 from each face-down top card that carries influence (review A18)."""
    intro = _text("lesson-card-extortion-intro", lang)
    assert intro.count(TOP[lang]) >= 2, intro
    assert TOP[lang] in _text("lesson-card-extortion-success", lang)


IN_QUEUE = {"uk": "відкрита карта в ряді", "ru": "открытая карта в ряду"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "key", ["lesson-card-diplomat-intro", "lesson-alliance-diplomat-covered-intro"]
)
def test_the_diplomat_is_the_only_face_up_card_with_influence_in_the_queue(
    key: str, lang: str
) -> None:
    """L4, L10: a kept Pact lies face up with its influence too — out of the
    queue; the Diplomat is the only one *in the queue* (review A15)."""
    assert IN_QUEUE[lang] in _text(key, lang)


ALWAYS = {"uk": "завжди", "ru": "всегда"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_empress_gives_a_point_only_if_an_opponent_has_a_face_down_card(lang: str) -> None:
    """L1: the Empress puts 1 influence on an opponent's face-down top card *if
    there is one* — not «always»."""
    assert ALWAYS[lang] not in _text("lesson-card-empress-success", lang)


QUEEN_GAVE = {"uk": "королева принесла", "ru": "королева принесла"}
FOR_ELIMINATING = {"uk": "за вилучення чужої королеви", "ru": "за устранение чужой королевы"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_point_for_another_players_queen_is_for_eliminating_her(lang: str) -> None:
    """A5: the +1 is the eliminator's, for eliminating another player's Queen —
    the Queen's own ability (+2) never acts here (review E14)."""
    value = _text("lesson-combo-events-example-success", lang)
    assert QUEEN_GAVE[lang] not in value
    assert FOR_ELIMINATING[lang] in value


RESOLVED = {"uk": "активувався", "ru": "сработал"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_blue_heir_was_face_up_already_what_matters_is_when_it_resolves(lang: str) -> None:
    """B4: the blue Heir is face up from the start (intro 3); yours must be
    revealed before the blue one *resolves* (review A16)."""
    assert RESOLVED[lang] in _text("lesson-card-heir-success", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_shapeshifter_keeps_its_own_name_when_it_copies_the_heir(lang: str) -> None:
    """B5: the Shapeshifter copies the ability, not the name: no «Shapeshifter-Heir»."""
    value = _text("lesson-combo-shapeshifter-heir-success", lang)
    assert not re.search(r"перевертень-спадкоємець|оборотень-наследник", value), value


EXTRA = {"uk": "додатков", "ru": "дополнительн"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_produce_card_still_allows_a_build_as_the_extra_action(lang: str) -> None:
    """Orichalque phase 4: the replay under this wrong move builds by the extra
    action (2 ingots); the medallion is out of reach because 4 are left, not
    because no build is possible (review A14)."""
    assert EXTRA[lang] in _text("lesson-orichalque-turn-card-wrong-produce", lang)


TWO_PLAYERS = {"uk": "удвох", "ru": "вдвоём", "en": "two players"}


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_the_player_aid_gives_the_two_player_rule_for_the_first_player_token(lang: str) -> None:
    """Orichalque rulebook, end of round: with two players the holder passes the
    token to the other player and takes 1 hoplite — its own rule, not the
    3–4-player one (review A13)."""
    assert TWO_PLAYERS[lang] in t("handout-och-round-end", lang).lower()


OUR_READING = {"uk": "так ми читаємо", "ru": "так мы читаем", "en": "our reading"}


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_the_player_aid_marks_more_than_two_titans_as_our_reading(lang: str) -> None:
    """Orichalque rulebook: an oratory lets a player hold 2 titans; one more per
    further oratory is our reading of the player aid and must say so (issue 27)."""
    assert OUR_READING[lang] in t("handout-och-titans", lang).lower()


@pytest.mark.parametrize("key", ["w-tiebreak-queue_cards", "event-game-ended"])
def test_g12_the_tie_break_counts_ones_own_top_cards(key: str) -> None:
    """G12: at a tie the player with more of their own top cards in the queue
    wins (a covered card does not count): the end panel and the log's last line
    say so, as the end-tiebreak lesson does (ru reader A5)."""
    from oriflamme.games.oriflamme import words

    if key == "event-game-ended":
        text = words.narrate(
            {
                "kind": "GameEnded",
                "winners": ["red"],
                "scores": {"red": 4, "blue": 4},
                "tiebreak": "queue_cards",
            },
            "ru",
        )
    else:
        text = t(key, "ru", score=4, player="Красный", cards=2, basis="rulebook")
    assert "своих верхних карт" in text, text


def test_the_handbook_tie_break_counts_own_top_cards() -> None:
    """G12, in the app's «five minutes» summary (ru reader A5, line 5728)."""
    assert "больше своих верхних карт" in t("w-about-html", "ru")
