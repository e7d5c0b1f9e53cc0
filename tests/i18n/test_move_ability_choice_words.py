"""A card chosen to use its ability is not labelled as a target (the uk
re-read's D1: the Shapeshifter's copy and the target after it both read
«Хід: вибрати Солдата синього гравця (позиція 3)»)."""

from __future__ import annotations

import pytest
from scenario_helpers import pos

from oriflamme.games import get_game

EXPECTED = {
    "uk": (
        "Скопіювати властивість Солдата синього гравця (позиція 2)",
        "Вибрати Солдата синього гравця (позиція 2)",
    ),
    "ru": (
        "Скопировать эффект Солдата синего игрока (позиция 2)",
        "Выбрать Солдата синего игрока (позиция 2)",
    ),
    "fr": (
        "Copier la capacité du Soldat de Bleu (position 2)",
        "Choisir le Soldat de Bleu (position 2)",
    ),
    "en": (
        "Copy the ability of Blue's Soldier (position 2)",
        "Choose Blue's Soldier (position 2)",
    ),
}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_b5_the_shapeshifters_copy_has_its_own_label(lang: str) -> None:
    game = get_game("oriflamme")
    st = pos("red shapeshifter", "blue soldier up", "green archer up", next=0)
    st.apply("reveal")
    copy, target = EXPECTED[lang]
    assert game.move_text("target 1", lang, st.view("red")) == copy
    st.apply("target 1")  # the Soldier's ability, from the Shapeshifter's place
    assert game.move_text("target 1", lang, st.view("red")) == target


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_a10_the_combinations_apply_has_its_own_label(lang: str) -> None:
    game = get_game("oriflamme")
    st = pos("red combination t1", "red cutthroat up", "blue queen up", edition="ablaze", next=0)
    st.apply("reveal")  # discarded first: the Cutthroat is now at position 1
    assert st.pending.moves == ["target 0"]
    said = game.move_text("target 0", lang, st.view("red"))
    word = {"uk": "Застосувати", "ru": "Применить", "fr": "Appliquer", "en": "Apply"}[lang]
    assert said.startswith(word), said
