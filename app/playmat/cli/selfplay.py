"""``playmat selfplay``: bots play whole games headless with every invariant checked, and the
results and speed are printed."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence

from playmat.cards.model import Card
from playmat.cli.decks import print_line_problems
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.library import open_database
from playmat.decks.sources import NamedDeck, read_deck
from playmat.decks.store import DeckStore
from playmat.decks.validation import validate
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import Message, msg
from playmat.play.games import ScriptLibrary
from playmat.play.selfplay import (
    GameResult,
    InvariantBroken,
    Series,
    matchups,
    play_series,
    play_series_in_parallel,
    starter_decks,
)


def summary(series: Series) -> list[str]:
    """The results as lines of text: wins by seat, deck and bot, ties, lengths, speed."""
    results = series.results
    games = len(results)
    if not games:
        return [t("cli.selfplay.no_games")]
    lines = []
    seconds = max(series.seconds, 1e-9)
    lines.append(
        t(
            "cli.selfplay.played",
            games=games,
            seconds=f"{series.seconds:.2f}",
            games_per_second=f"{games / seconds:.1f}",
            actions_per_second=f"{series.decisions / seconds:.0f}",
        )
    )
    seats = Counter(r.winner for r in results)
    lines.append(
        t(
            "cli.selfplay.seats",
            first=seats[0],
            second=seats[1],
            ties=seats[-1],
            starter=sum(1 for r in results if r.winner == r.first_player),
        )
    )
    for label, key in (
        ("cli.selfplay.by_deck", "deck_names"),
        ("cli.selfplay.by_bot", "bot_names"),
    ):
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for r in results:
            names = getattr(r.matchup, key)
            for name in set(names):
                played[name] += 1
            if r.winner in (0, 1):
                won[names[r.winner]] += 1
        if len(played) > 1:
            parts = tuple(
                t("cli.selfplay.result", name=name, won=won[name], played=played[name])
                for name in sorted(played)
            )
            lines.append(t(label, results=parts))
    lines.append(
        t(
            "cli.selfplay.average",
            turns=f"{sum(r.turns for r in results) / games:.1f}",
            actions=f"{series.decisions / games:.1f}",
        )
    )
    endings = Counter(_ending(r.end_reason) for r in results)
    told = tuple(t("cli.selfplay.ending", how=t(k), count=n) for k, n in endings.most_common())
    lines.append(t("cli.selfplay.endings", endings=told))
    errors = [e for r in results for e in r.bot_errors]
    if errors:
        lines.append(t("cli.selfplay.bot_errors", count=len(errors), first=errors[0]))
    return lines


def _ending(reason: Message) -> str:
    """How a game ended, for the summary (a catalogue id): read from the end message's id and
    flags."""
    if reason.id == "end.won":
        took_all = reason.get("took_all_prizes")
        return "cli.selfplay.last_prize" if took_all else "cli.selfplay.no_pokemon"
    return {
        "end.cannot_draw": "cli.selfplay.deck_out",
        "end.conceded": "cli.selfplay.conceded",
        "end.tie": "cli.selfplay.tie",
    }.get(reason.id, "cli.selfplay.other")


def game_log(result: GameResult, number: int) -> list[str]:
    """A game's heading and its whole log, one entry a line, for ``--show-log``."""
    matchup = result.matchup
    heading = t(
        "cli.selfplay.game",
        number=number,
        seed=matchup.seed,
        first=matchup.deck_names[0],
        first_bot=matchup.bot_names[0],
        second=matchup.deck_names[1],
        second_bot=matchup.bot_names[1],
    )
    reader = Reader()
    return [heading] + [t("cli.selfplay.log_entry", entry=reader.render(m)) for m in result.log]


def _deck_name(name: str, known: Sequence[str]) -> str:
    for candidate in known:
        if candidate.casefold() == name.casefold():
            return candidate
    raise PlaymatError(msg("cli.selfplay.unknown_deck", name=name, known=tuple(known)))


def _series_decks(
    args: argparse.Namespace,
) -> tuple[dict[str, list[Card]], tuple[str, str] | None, ScriptLibrary | None]:
    """The decks the games use by name, the pair every game plays (None: every pairing), and
    where their compiled scripts are stored."""
    if args.decks:
        if args.deck1 or args.deck2:
            raise PlaymatError(msg("cli.selfplay.decks_twice"))
        store = DeckStore(open_database())
        resolver = DatabaseResolver(store.cards)
        decks = {spec: playable_deck(spec, store, resolver).cards for spec in args.decks}
        return decks, (args.decks[0], args.decks[1]), store.cards
    decks = starter_decks()
    names = list(decks)
    if not (args.deck1 or args.deck2):
        return decks, None, None
    first = _deck_name(args.deck1 or args.deck2, names)
    return decks, (first, _deck_name(args.deck2, names) if args.deck2 else first), None


def playable_deck(spec: str, store: DeckStore, resolver: DatabaseResolver) -> NamedDeck:
    """The deck ``spec`` names (a stored deck or a decklist file), if the game's deck rules
    allow it (R-14); the lines of a file it couldn't read are printed."""
    deck = read_deck(spec, store, resolver)
    print_line_problems(deck.problems)
    problems = validate(deck.entries)
    if problems:
        reasons = " ".join(str(problem) for problem in problems)
        raise PlaymatError(msg("cli.selfplay.unplayable", deck=spec, reasons=reasons))
    return deck


def run(args: argparse.Namespace) -> int:
    """``playmat selfplay``: exit status 1 when an invariant broke, 0 otherwise."""
    decks, fixed, library = _series_decks(args)
    bots = (args.bot, args.opponent or args.bot)
    games = matchups(args.games, args.seed, list(decks), bots, fixed)
    check = not args.no_checks
    series = Series()
    progress = Progress(len(games), bots[0]) if bots[0] != bots[1] else None
    try:
        if args.jobs > 1:
            play_series_in_parallel(
                games,
                decks,
                args.jobs,
                check=check,
                into=series,
                library=library,
                keep_logs=args.show_log,
                on_result=progress,
            )
        else:
            play_series(
                games,
                decks,
                check=check,
                replay_check=check,
                into=series,
                library=library,
                keep_logs=args.show_log,
                on_result=progress,
            )
    except InvariantBroken as broken:
        print(t("cli.selfplay.invariant_broken", problem=str(broken)))
        failed = next(m for m in games if m.seed == broken.seed)
        chosen = (
            f'--decks "{failed.deck_names[0]}" "{failed.deck_names[1]}"'
            if args.decks
            else f'--deck1 "{failed.deck_names[0]}" --deck2 "{failed.deck_names[1]}"'
        )
        command = (
            f"playmat selfplay --games 1 --seed {failed.seed} --bot {failed.bot_names[0]} "
            f"--opponent {failed.bot_names[1]} {chosen}"
        )
        print(t("cli.selfplay.reproduce", command=command))
        print("\n".join(summary(series)))
        return 1
    if args.show_log:
        for number, result in enumerate(series.results, start=1):
            print("\n".join(game_log(result, number)))
    print("\n".join(summary(series)))
    if check:
        print(t("cli.selfplay.held"))
    if bots[0] != bots[1]:
        print(win_rate_line(series, bots[0]))
    return 0


class Progress:
    """Prints, on standard error as each game ends, how many games ``bot`` has won so far:
    ``progress: search 25 of 37 (67.6%); 400 games``. A series of the Hard computer runs for
    an hour; the standard output stays the summary. A line for programs, like the win rate."""

    def __init__(self, games: int, bot: str) -> None:
        self.games = games
        self.bot = bot
        self.played = self.won = 0

    def __call__(self, result: GameResult) -> None:
        self.played += 1
        self.won += result.won_by(self.bot)
        print(
            f"progress: {_tally(self.bot, self.won, self.played)}; {self.games} games",
            file=sys.stderr,
            flush=True,
        )


def win_rate_line(series: Series, bot: str) -> str:
    """``win rate: search 290 of 400 (72.5%)``: the games ``bot`` won (a tie is no win). A
    line for programs, as the issue names it: the same in every language."""
    won = sum(result.won_by(bot) for result in series.results)
    return f"win rate: {_tally(bot, won, len(series.results))}"


def _tally(bot: str, won: int, games: int) -> str:
    """``search 25 of 37 (67.6%)``: the wins of ``bot`` in ``games`` games."""
    return f"{bot} {won} of {games} ({won / max(games, 1):.1%})"
