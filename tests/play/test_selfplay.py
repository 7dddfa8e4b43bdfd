"""Random self-play: hundreds of seeded games with every invariant checked after every decision
and every game replayed from its save; and ``playmat selfplay`` as a person runs it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from playmat.cli import main
from playmat.play import selfplay
from playmat.play.selfplay import matchups, play, play_series, starter_decks

#: The progress line: games won so far, games ended so far.
PROGRESS = r"progress: computer (\d+) of (\d+) \(\d+\.\d%\); 6 games"
#: Random games in the default run, and the further ones the slow run (CI) plays.
RANDOM_GAMES, SLOW_RANDOM_GAMES = 60, 240


def _random_games_keep_every_invariant(games: int, first_seed: int) -> None:
    decks = starter_decks()
    matches = matchups(games, first_seed, list(decks), ("random", "random"))

    series = play_series(matches, decks, check=True, replay_check=True)

    assert len(series.results) == games
    assert {r.winner for r in series.results} <= {0, 1, -1}
    # Both seats win sometimes: neither side of the table is favoured by a bug.
    assert {0, 1} <= {r.winner for r in series.results}


def test_random_games_keep_every_invariant() -> None:
    _random_games_keep_every_invariant(RANDOM_GAMES, 0)


@pytest.mark.slow
def test_hundreds_more_random_games_keep_every_invariant() -> None:
    _random_games_keep_every_invariant(SLOW_RANDOM_GAMES, RANDOM_GAMES)


def test_computer_games_keep_every_invariant_and_replay() -> None:
    decks = starter_decks()
    games = matchups(18, 100, list(decks), ("computer", "random"))
    games += matchups(9, 200, list(decks), ("computer", "computer"))

    series = play_series(games, decks, check=True, replay_check=True)

    assert all(not r.bot_errors for r in series.results)


def test_a_game_is_the_same_game_from_its_seed() -> None:
    decks = starter_decks()
    matchup = matchups(1, 42, list(decks), ("computer", "random"))[0]

    assert play(matchup, decks) == play(matchup, decks)


def test_cli_prints_results_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "--games", "6", "--seed", "1"])

    out = capsys.readouterr().out
    assert code == 0
    assert "Played 6 games" in out
    assert "games/s" in out and "actions/s" in out
    assert "Wins by seat: player 1" in out
    assert "Average game:" in out
    assert "Invariants held after every decision" in out


def test_cli_bots_and_decks_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    args = "--games 4 --bot computer --opponent random --deck1 forest_shadow --deck2 Bright_Tide"
    code = main(["selfplay", *(a.replace("_", " ") for a in args.split())])

    out = capsys.readouterr().out
    assert code == 0
    assert "Wins by bot (won/played): computer " in out
    assert "Bright Tide" in out and "Forest Shadow" in out and "Roaring Heat" not in out


def test_cli_unknown_deck_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "--games", "1", "--deck1", "Dark Night"])

    err = capsys.readouterr().err
    assert code == 1
    assert "Unknown deck 'Dark Night'" in err and "Forest Shadow" in err


@pytest.fixture
def invariant_broken_in_game_3(monkeypatch: pytest.MonkeyPatch) -> None:
    """The invariant checks find a card in two places after decision 5 of the third game
    (seed 12) of a series from seed 10: how the CLI reports a broken invariant."""
    real = selfplay.check_invariants

    def broken_in_game_3(game: selfplay.Game) -> list[str]:
        if game.seed == 12 and len(game.decisions) == 5:
            return ["card 7 (Rowlet) is in 2 places"]
        return real(game)

    monkeypatch.setattr(selfplay, "check_invariants", broken_in_game_3)


@pytest.mark.usefixtures("invariant_broken_in_game_3")
def test_cli_names_the_seed_and_decision_of_a_broken_invariant(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["selfplay", "--games", "5", "--seed", "10"])

    out = capsys.readouterr().out
    assert code == 1
    assert "Invariant broken: seed 12, after decision 5 (" in out
    assert "card 7 (Rowlet) is in 2 places" in out
    assert "Reproduce with: playmat selfplay --games 1 --seed 12" in out
    assert "Played 2 games" in out


def test_cli_on_two_processes_gives_the_same_results_and_shows_its_progress(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A long series says, as each game ends, how many the first bot has won so far; on two
    processes it plays the same games as on one."""
    args = ["selfplay", "--games", "6", "--seed", "30", "--bot", "computer", "--opponent", "random"]
    assert main(args) == 0
    alone = capsys.readouterr().out.splitlines()[-1]

    assert main([*args, "--jobs", "2"]) == 0

    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == alone
    won = int(alone.removeprefix("win rate: computer ").split(" of 6 ")[0])
    progress = [re.fullmatch(PROGRESS, line) for line in captured.err.splitlines()]
    assert all(progress) and [int(m[2]) for m in progress if m] == [1, 2, 3, 4, 5, 6]
    so_far = [int(m[1]) for m in progress if m]
    assert so_far == sorted(so_far) and so_far[-1] == won


@pytest.mark.usefixtures("invariant_broken_in_game_3")
def test_cli_on_two_processes_names_the_broken_invariant(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["selfplay", "--games", "5", "--seed", "10", "--jobs", "2"])

    out = capsys.readouterr().out
    assert code == 1
    assert "Invariant broken: seed 12, after decision 5 (" in out
    assert "Reproduce with: playmat selfplay --games 1 --seed 12" in out


def test_cli_plays_decks_from_the_database_and_from_decklist_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    listing = tmp_path / "shadow.txt"
    assert main(["deck", "export", "Forest Shadow", "-o", str(listing)]) == 0
    capsys.readouterr()

    code = main(["selfplay", "--games", "4", "--seed", "3", "--decks", "bright tide", str(listing)])

    out = capsys.readouterr().out
    assert code == 0
    assert "Played 4 games" in out
    assert "Wins by deck (won/played): " in out
    assert "/4" in out and str(listing) in out and "bright tide" in out
    assert "Invariants held after every decision" in out


def test_cli_refuses_a_deck_the_game_rules_forbid(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    short = tmp_path / "short.txt"
    short.write_text("Pokémon: 4\n4 Litten SUM 24\n\nEnergy: 10\n10 Fire Energy SUM 165\n")

    code = main(["selfplay", "--games", "1", "--decks", str(short), "Bright Tide"])

    err = capsys.readouterr().err
    assert code == 1
    assert f"The deck '{short}' can't be played: 60 cards needed, this deck has 14." in err


def test_cli_takes_decks_one_way_at_a_time(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "--decks", "Bright Tide", "Forest Shadow", "--deck1", "Bright Tide"])

    assert code == 1
    assert "either with --decks or with --deck1/--deck2" in capsys.readouterr().err
