"""An ability's option said in a sentence names what it does, as its button
does (the uk re-read's D2: «Далі за правилами можливий лише один хід:
«Варіант 1».» told the learner nothing); without the position, the bare
«Варіант N» of the notation."""

from __future__ import annotations

import pytest

from oriflamme.games import get_game
from oriflamme.i18n import t
from oriflamme.tutor import lesson


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_an_option_in_a_sentence_is_said_in_the_cards_words(lang: str) -> None:
    game = get_game("oriflamme")
    st = lesson("alliance-verdicts").new_state()
    while not any(m.startswith("option") for m in st.pending.moves):
        st.apply(st.pending.moves[0])
    view = st.view(st.pending.player)
    assert st.pending.card == "diplomat"
    for n in (1, 2):
        assert game.move_text(f"option {n}", lang, view) == t(f"w-option-diplomat-{n}", lang)
    assert game.move_text("option 2", lang) == t("move-option", lang, option=2)
