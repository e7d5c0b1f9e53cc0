"""Issue 31: assignments by link (docs/teacher.md, «Assignments by link»): the
link names a class, a language and items in order; a bad link is named, an
item this tutor does not have is shown as unavailable, never a crash."""

from __future__ import annotations

import pytest

from oriflamme.tutor.assignment import (
    AssignmentError,
    Item,
    assignment_from_query,
    make,
    register_kind,
)


def test_the_link_round_trips_with_its_class_items_and_language() -> None:
    a = make(
        "  7-Б   (поглиблений) ", ["lesson:goal", "lesson:card-spy", "lesson:orichalque-goal"], "ru"
    )
    query = a.query()
    assert (
        query.startswith("?lang=ru&class=7-%D0%91%20")
        and "assign=lesson:goal,lesson:card-spy" in query
    )
    back = assignment_from_query(query)
    assert back == a and back.class_name == "7-Б (поглиблений)"
    assert back.lessons == ("goal", "card-spy", "orichalque-goal")  # courses of both games
    # the same work in another language is the same assignment
    assert make("7-б (поглиблений)", [i.text for i in a.items], "fr").id == a.id
    assert make("7-В", [i.text for i in a.items]).id != a.id


def test_items_of_other_kinds_or_versions_are_unavailable_not_fatal() -> None:
    a = assignment_from_query("lang=uk&class=5A&assign=lesson:goal,practice:base,lesson:no-such")
    assert [i.available for i in a.items] == [True, False, False]
    assert a.lessons == ("goal",)
    register_kind("practice", lambda ident: ident == "base")  # a feature that has puzzles
    try:
        assert Item("practice", "base").available
    finally:
        from oriflamme.tutor import assignment

        del assignment.KINDS["practice"]


@pytest.mark.parametrize(
    ("query", "code"),
    [
        ("class=5A&assign=,,", "no-items"),
        ("class=5A&assign=goal", "bad-item"),
        ("class=5A&assign=lesson:Goal!", "bad-item"),
        ("assign=lesson:goal", "no-class"),
        ("class=" + "x" * 41 + "&assign=lesson:goal", "long-class"),
        ("class=5A&assign=" + ",".join(f"lesson:l{i}" for i in range(41)), "too-many"),
    ],
)
def test_a_bad_link_is_named(query: str, code: str) -> None:
    with pytest.raises(AssignmentError) as e:
        assignment_from_query(query)
    assert e.value.code == code


def test_no_assign_no_assignment() -> None:
    assert assignment_from_query("lang=uk&lesson=goal") is None
