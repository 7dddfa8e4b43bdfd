"""Self-play: bots play whole games headless while the invariants are checked after every
decision (ENGINEERING.md: random self-play with invariants). Used by ``playmat selfplay``, the
tests and the benchmarks.

Game ``i`` of a series uses seed ``seed + i``; without named decks it plays the starter decks'
pairings in turn (every ordered pair, mirrors included), and when two different bots play they
swap seats every full round of pairings, so a series covers every pairing from both seats.
"""

from __future__ import annotations

import multiprocessing
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from playmat.ai.bots import Bot, ComputerBot, RandomBot
from playmat.ai.search import SearchBot
from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.cards.starter import starter_decks as decklists
from playmat.errors import PlaymatError
from playmat.i18n.message import Message
from playmat.play.games import ScriptLibrary, scripts_for
from playmat.rules.actions import Action
from playmat.rules.game import Game
from playmat.rules.invariants import check_invariants, check_replay
from playmat.rules.scripting import ScriptSource

#: Decisions after which a game counts as endless (an invariant: every game ends).
MAX_DECISIONS = 20_000

BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "computer": ComputerBot,
    "search": SearchBot,
}


class InvariantBroken(PlaymatError):
    """An engine bug found by self-play: which game, which decision, what is wrong."""

    def __init__(self, seed: int, decision: int, action: Action | None, problems: list[str]):
        self.seed = seed
        self.decision = decision
        self.action = action
        self.problems = problems
        after = f"after decision {decision} ({action})" if action else "at the start"
        super().__init__(
            f"seed {seed}, {after}:\n" + "\n".join(f"  - {problem}" for problem in problems)
        )


@dataclass(frozen=True)
class Matchup:
    """Who plays game ``i`` of a series: the decks and bots of player 1 and player 2."""

    seed: int
    deck_names: tuple[str, str]
    bot_names: tuple[str, str]


@dataclass(frozen=True)
class GameResult:
    matchup: Matchup
    winner: int
    first_player: int
    turns: int
    decisions: int
    end_reason: Message
    #: Decisions a ComputerBot could not make by its heuristics (it played safe instead).
    bot_errors: tuple[str, ...] = ()
    #: Everything that happened, hidden cards included (kept when asked: nobody plays these
    #: games, so nothing is hidden from whoever reads the log).
    log: tuple[Message, ...] = ()

    def won_by(self, bot: str) -> bool:
        """Whether ``bot`` (a bot's name) won this game: a tie is no win."""
        return self.winner in (0, 1) and self.matchup.bot_names[self.winner] == bot


@dataclass
class Series:
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.results)


def starter_decks() -> dict[str, list[Card]]:
    """The starter decks by name, as lists of cards."""
    cards = {card.id: card for card in starter_cards()}
    return {
        deck.name: [cards[card_id] for card_id, count in deck.cards for _ in range(count)]
        for deck in decklists()
    }


def matchups(
    games: int,
    seed: int,
    deck_names: Sequence[str],
    bots: tuple[str, str],
    fixed: tuple[str, str] | None = None,
) -> list[Matchup]:
    """The games of a series (see the module docstring for the order)."""
    pairs = [fixed] if fixed else [(a, b) for a in deck_names for b in deck_names]
    result = []
    for index in range(games):
        pair = pairs[index % len(pairs)]
        swapped = bots[0] != bots[1] and (index // len(pairs)) % 2 == 1
        result.append(Matchup(seed + index, pair, (bots[1], bots[0]) if swapped else bots))
    return result


def play(
    matchup: Matchup,
    decks: dict[str, list[Card]],
    *,
    check: bool = True,
    replay_check: bool = True,
    scripts: ScriptSource | None = None,
    keep_log: bool = False,
) -> GameResult:
    """Play one game to its end; raises :class:`InvariantBroken` on any broken invariant or
    engine error, naming the seed and the decision. ``scripts``: the cards' scripts (worked out
    for the two decks if not given); ``keep_log``: the result holds the game's whole log."""
    seed = matchup.seed
    pair = (decks[matchup.deck_names[0]], decks[matchup.deck_names[1]])
    scripts = scripts if scripts is not None else scripts_for([*pair[0], *pair[1]])
    bots = [BOTS[name](seed * 2 + player) for player, name in enumerate(matchup.bot_names)]
    action: Action | None = None
    decision = 0
    try:
        game = Game(pair, seed, scripts=scripts)
        if check:
            _raise_on(check_invariants(game), seed, decision, action)
        while not game.over:
            if decision >= MAX_DECISIONS:
                _raise_on(
                    [f"the game did not end in {MAX_DECISIONS} decisions"], seed, decision, action
                )
            player = game.decider
            assert player is not None
            action = bots[player].choose(game, player)
            decision += 1
            game.apply(action, player)
            if check:
                _raise_on(check_invariants(game), seed, decision, action)
        if replay_check:
            _raise_on(check_replay(game), seed, decision, action)
    except InvariantBroken:
        raise
    except Exception as error:
        detail = "".join(traceback.format_exception_only(error)).strip()
        raise InvariantBroken(seed, decision, action, [f"engine error: {detail}"]) from error
    errors = tuple(e for bot in bots for e in getattr(bot, "errors", ()))
    state = game.state
    assert state.winner is not None and state.end_reason is not None
    log = tuple(event.message for event in game.events) if keep_log else ()
    return GameResult(
        matchup,
        state.winner,
        state.first_player,
        state.turn,
        decision,
        state.end_reason,
        errors,
        log,
    )


def _raise_on(problems: list[str], seed: int, decision: int, action: Action | None) -> None:
    if problems:
        raise InvariantBroken(seed, decision, action, problems)


def play_series(
    series_matchups: Sequence[Matchup],
    decks: dict[str, list[Card]],
    *,
    check: bool = True,
    replay_check: bool = True,
    into: Series | None = None,
    library: ScriptLibrary | None = None,
    keep_logs: bool = False,
    on_result: Callable[[GameResult], None] | None = None,
) -> Series:
    """Play the games in order; ``into`` keeps the games played so far if one breaks.
    ``library``: where the cards' compiled scripts are stored (else they are compiled now);
    ``keep_logs``: each result holds its game's log; ``on_result`` hears of each game as it
    ends (a long series shows its progress)."""
    series = into if into is not None else Series()
    scripts = scripts_for((card for deck in decks.values() for card in deck), library)
    start = time.perf_counter()
    try:
        for matchup in series_matchups:
            result = play(
                matchup,
                decks,
                check=check,
                replay_check=replay_check,
                scripts=scripts,
                keep_log=keep_logs,
            )
            series.results.append(result)
            if on_result is not None:
                on_result(result)
    finally:
        series.seconds = time.perf_counter() - start
    return series


def play_series_in_parallel(
    series_matchups: Sequence[Matchup],
    decks: dict[str, list[Card]],
    jobs: int,
    *,
    check: bool = True,
    into: Series | None = None,
    library: ScriptLibrary | None = None,
    keep_logs: bool = False,
    on_result: Callable[[GameResult], None] | None = None,
) -> Series:
    """:func:`play_series` on ``jobs`` processes, a game at a time each; the results come
    back in the games' order, the same as one process would get (every game is seeded on its
    own). ``on_result`` hears of each game as it ends, in the order they end. An invariant
    broken in any game is raised as from :func:`play`, with the games ended before it."""
    series = into if into is not None else Series()
    scripts = scripts_for((card for deck in decks.values() for card in deck), library)
    start = time.perf_counter()
    by_seed: dict[int, GameResult] = {}
    broken: tuple[int, int, Action | None, list[str]] | None = None
    # Forked workers inherit the decks and scripts; only matchups and results cross over.
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs, _share_worker, (decks, scripts, check, keep_logs)) as pool:
        for result, broken in pool.imap_unordered(_play_one, series_matchups):
            if broken is not None:
                break  # leaving the pool stops the games still being played
            assert result is not None
            by_seed[result.matchup.seed] = result
            if on_result is not None:
                on_result(result)
    series.seconds = time.perf_counter() - start
    series.results.extend(by_seed[m.seed] for m in series_matchups if m.seed in by_seed)
    if broken is not None:
        raise InvariantBroken(*broken)
    return series


@dataclass(frozen=True)
class _Setup:
    """What a worker process of :func:`play_series_in_parallel` plays with."""

    decks: dict[str, list[Card]]
    scripts: ScriptSource
    check: bool
    keep_logs: bool


_setup: list[_Setup] = []


def _share_worker(
    decks: dict[str, list[Card]], scripts: ScriptSource, check: bool, keep_logs: bool
) -> None:
    _setup.append(_Setup(decks, scripts, check, keep_logs))


def _play_one(
    matchup: Matchup,
) -> tuple[GameResult | None, tuple[int, int, Action | None, list[str]] | None]:
    """Play one game in a worker; a broken invariant comes back as data."""
    setup = _setup[-1]
    try:
        result = play(
            matchup,
            setup.decks,
            check=setup.check,
            replay_check=setup.check,
            scripts=setup.scripts,
            keep_log=setup.keep_logs,
        )
    except InvariantBroken as broken:
        return None, (broken.seed, broken.decision, broken.action, broken.problems)
    return result, None


def win_rate(series: Series, bot: str) -> float:
    """The share of games ``bot`` won (a tie counts as no win)."""
    won = sum(result.won_by(bot) for result in series.results)
    return won / len(series.results) if series.results else 0.0
