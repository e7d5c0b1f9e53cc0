"""Rule puzzles (issue 30): how many distinct puzzles a seed range yields per
game and table, how long one takes to make, and the share of candidates
rejected as ambiguous.

For each table, ``seeds`` streams of ``games`` bot games each are played
(``practice.generate.game_puzzles``: at most one puzzle per kind and game);
the puzzles kept are counted once each (their fingerprint), across the
streams. A **candidate** is a position a kind's question applied to (kept, or
rejected as ambiguous — a tie for the best move, two reasons forbidding a
move —, as having fewer than two distractors really wrong, or as too deep for
the solver); positions a question does not fit are not candidates. The time
per puzzle is the whole generation's (the bots' games included) over the
puzzles kept, wall-clock and CPU (``process_time``: what the machine's other
work does not inflate); the practice tab waits that long, on average, for a
new one. ``--browser`` (and ``make bench``) also times the tab's «New puzzle»
in chromium on the static site (Pyodide) and on Voila, side by side.

``python -m benchmarks practice [--seeds 3] [--games 20]``
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from typing import Any

from oriflamme.games import games as all_games
from oriflamme.practice.generate import Stats, game_puzzles


def measure(game: Any, table: str, seeds: int, n_games: int) -> dict[str, Any]:
    stats = Stats()
    seen: set[str] = set()
    kinds: Counter[str] = Counter()
    made = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(1, seeds + 1):
        for g in range(n_games):
            for _, p in game_puzzles(game, table, seed, g, stats=stats):
                made += 1
                fp = p.fingerprint()
                if fp not in seen:
                    seen.add(fp)
                    kinds[p.kind] += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    candidates = made + sum(n for (_, r), n in stats.rejected.items() if r != "unfit")
    return {
        "distinct": len(seen),
        "made": made,
        "games": seeds * n_games,
        "per_game": len(seen) / (seeds * n_games),
        "seconds_per_puzzle": elapsed / max(made, 1),
        "cpu_seconds_per_puzzle": cpu / max(made, 1),
        "candidates": candidates,
        "ambiguous_share": stats.rejected_as("ambiguous") / max(candidates, 1),
        "few_choices_share": stats.rejected_as("few_choices") / max(candidates, 1),
        "too_deep_share": stats.rejected_as("too_deep") / max(candidates, 1),
        "kinds": dict(sorted(kinds.items())),
    }


def main(report: dict[str, Any], seeds: int = 3, games: int = 20) -> None:
    print(f"practice puzzles: seeds 1–{seeds}, {games} bot games each (one core)")
    print(
        f"  {'game/table':22} {'distinct':>8} {'per game':>8} {'s/puzzle':>9} {'cpu s':>6}"
        f" {'candidates':>10} {'ambiguous':>9} {'few':>6} {'deep':>6}  kinds"
    )
    for game in all_games():
        for table in game.puzzles.tables:
            r = measure(game, table, seeds, games)
            name = f"{game.name}/{table}"
            kinds = ", ".join(f"{k} {n}" for k, n in r["kinds"].items())
            print(
                f"  {name:22} {r['distinct']:8d} {r['per_game']:8.2f}"
                f" {r['seconds_per_puzzle']:9.3f} {r['cpu_seconds_per_puzzle']:6.3f}"
                f" {r['candidates']:10d}"
                f" {100 * r['ambiguous_share']:8.1f}% {100 * r['few_choices_share']:5.1f}%"
                f" {100 * r['too_deep_share']:5.1f}%  {kinds}"
            )
            report[f"practice: {name}"] = r


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m benchmarks.practice")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    main({}, args.seeds, args.games)


#: New puzzles drawn per page in the browser measure (each waits for the question to change).
CLICKS = 5


def _clicks_ms(page: Any, clicks: int) -> list[float]:
    """Press «New puzzle» ``clicks`` times; each click's time until the new
    puzzle's answers show (new buttons: the old ones are gone)."""
    out = []
    for _ in range(clicks):
        ms = page.evaluate(
            """async () => {
                 const old = document.querySelector('.ori-practice-choice');
                 const t0 = performance.now();
                 document.querySelector('.ori-practice-next').click();
                 while (document.querySelector('.ori-practice-choice') === old) {
                   if (performance.now() - t0 > 600000) throw new Error('no new puzzle');
                   await new Promise(r => setTimeout(r, 10));
                 }
                 return performance.now() - t0; }"""
        )
        out.append(float(ms))
    return out


def browser_main(report: dict[str, Any], clicks: int = CLICKS) -> None:
    """«New puzzle» in the browser, on the static site (Pyodide) and on Voila,
    side by side: each game's tab, ``clicks`` new puzzles, median and slowest."""
    import statistics
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
    from playwright.sync_api import sync_playwright
    from site_harness import RENDER, StaticServer
    from voila_harness import APP, VoilaServer, launch_chromium, wait_rendered

    from oriflamme.i18n import t

    site = StaticServer().start()
    print(f"practice tab: «New puzzle», {clicks} clicks per game (median / slowest, ms)")
    try:
        with sync_playwright() as playwright, VoilaServer() as voila:
            browser = launch_chromium(playwright)
            try:
                for game in ("oriflamme", "orichalque"):
                    for where in ("site", "voila"):
                        if where == "site":
                            page_name = (
                                "app-uk.html" if game == "oriflamme" else "app-orichalque-uk.html"
                            )
                            url = site.url(f"{RENDER}/{page_name}")
                        else:
                            url = voila.url(APP, lang="uk", game=game)
                        context = browser.new_context(viewport={"width": 1366, "height": 768})
                        page = context.new_page()
                        page.goto(url, wait_until="commit")
                        wait_rendered(page, ".ori-app .ori-tabs", 180_000)
                        tab = t("w-tab-practice", "uk")
                        page.locator(".ori-tabs .lm-TabBar-tab", has_text=tab).click()
                        page.locator(".ori-practice-choice").first.wait_for(timeout=180_000)
                        ms = _clicks_ms(page, clicks)
                        context.close()
                        med, worst = statistics.median(ms), max(ms)
                        print(f"  {game:11} {where:6} {med:8.0f} {worst:8.0f}")
                        report[f"practice click: {game} {where}"] = {
                            "median_ms": med,
                            "max_ms": worst,
                        }
            finally:
                browser.close()
    finally:
        site.stop()
