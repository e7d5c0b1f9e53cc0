"""The strong bot against two greedy bots: win rate at a thinking-time budget.

Target (issue 18): the strong bot wins at least 55 % of 3-player base games
against two greedy bots (a fair share is 33 %) at no more than 1 s per
decision. Game ``g`` is dealt with seed ``1000 + g``; the deal decides who goes
first, so the strong bot's seat (red) starts about a third of the games.
Same as ``python -m oriflamme match --bots strong,greedy,greedy --games N
--seed 1000 --time T``.
"""

from __future__ import annotations

from typing import Any

from oriflamme.bots.match import play_match, report


def main(report_: dict[str, Any], games: int = 30, time_budget: float = 0.5) -> None:
    print(f"bots: strong (ISMCTS, {time_budget} s per decision) vs greedy, greedy; base")
    results = play_match(["strong", "greedy", "greedy"], games, seed=1000, time_budget=time_budget)
    print("  " + report(results).replace("\n", "\n  "))
    strong = results[0]
    rate, ci = strong.win_rate
    per = strong.thinking / max(strong.decisions, 1)
    print(
        f"  strong wins {100 * rate:.0f} % ± {100 * ci:.0f} (target ≥ 55 %),"
        f" {per:.2f} s per decision on average, slowest {strong.slowest:.2f} s"
    )
    report_["bots: strong vs greedy win rate"] = rate
    report_["bots: strong vs greedy ci95"] = ci
    report_["bots: strong seconds per decision"] = per
    report_["bots: strong slowest decision"] = strong.slowest


def orichalque(report_: dict[str, Any], games: int = 20, seed: int = 1) -> None:
    """Orichalque's strong bot (ISMCTS over worlds drawn from what it sees, its
    default 60 searches per decision) against the greedy bot, 2 players, game
    ``g`` dealt with seed ``seed + g`` (the deal decides who starts). Same as
    ``python -m oriflamme match --game orichalque --bots strong,greedy --games N
    --seed 1``. Target (issue 25): clearly above the fair 50 %."""
    print("bots: Orichalque strong (ISMCTS, 60 searches per decision) vs greedy")
    results = play_match(["strong", "greedy"], games, seed=seed, game="orichalque")
    print("  " + report(results, "points").replace("\n", "\n  "))
    strong = results[0]
    rate, ci = strong.win_rate
    per = strong.thinking / max(strong.decisions, 1)
    print(
        f"  strong wins {100 * rate:.0f} % ± {100 * ci:.0f} (fair share 50 %),"
        f" {per:.2f} s per decision on average, slowest {strong.slowest:.2f} s"
    )
    report_["bots: orichalque strong vs greedy win rate"] = rate
    report_["bots: orichalque strong vs greedy ci95"] = ci
    report_["bots: orichalque strong seconds per decision"] = per
