"""The Hard computer player (``SearchBot``) looks ahead without ever reading a hidden card: it
plays out copies of the game dealt again from what its player can't see
(``rules.determinize``), so exchanging the hidden cards among themselves changes nothing it
gets, nor what it decides. Seeded, it decides the same every time, and only legal decisions."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from playmat.ai.bots import ComputerBot
from playmat.ai.position_score import score
from playmat.ai.search import SearchBot
from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.choices import Choice
from playmat.rules.determinize import determinize, hidden_places
from playmat.rules.game import Game
from playmat.rules.state import Phase
from rulebook_helpers import deck_of

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]
#: A small budget (play-out moves) keeps the tests quick; the strength benchmark uses the
#: real one.
BUDGET = 40


def _game(seed: int) -> Game:
    return Game((DECKS[seed % 3], DECKS[(seed + 1) % 3]), seed, scripts=SCRIPTS)


def _positions(seed: int, count: int) -> list[tuple[Game, int]]:
    """Copies of a computer-vs-computer game at ``count`` decisions after setup, with the
    player to decide."""
    game = _game(seed)
    bots = (ComputerBot(seed), ComputerBot(seed + 1))
    rng = random.Random(seed)
    found = []
    while not game.over and len(found) < count:
        player = game.decider
        assert player is not None
        if game.state.phase is not Phase.SETUP and rng.random() < 0.15:
            found.append((game.clone(), player))
        game.apply(bots[player].choose(game, player), player)
    return found


def _all_cards(game: Game) -> Any:
    """Every zone's cards by card id, in order (what only the engine knows)."""
    state = game.state
    return [
        [
            [state.cards[u].id for u in zone]
            for zone in (p.hand, p.deck, p.prizes, p.discard, p.lost_zone)
        ]
        + [[state.cards[u].id for u in pokemon.all_cards()] for pokemon in p.in_play()]
        for p in state.players
    ]


def _swap_hidden(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of ``game`` in which two of a player's cards hidden from ``player`` (different
    cards: the opponent's hand and deck, a Prize card) have changed places."""
    copy = game.clone()
    cards = copy.state.cards
    for places in rng.sample(hidden_places(copy, player), 2):
        pairs = [(a, b) for a in places for b in places if cards[a].id != cards[b].id]
        if pairs:
            a, b = rng.choice(pairs)
            cards[a], cards[b] = cards[b], cards[a]
            return copy
    raise AssertionError("no two different hidden cards to exchange")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_exchanging_hidden_cards_changes_nothing_the_searcher_gets_or_decides(seed: int) -> None:
    rng = random.Random(seed)
    for game, player in _positions(seed, 4):
        swapped = _swap_hidden(game, player, rng)
        assert _all_cards(swapped) != _all_cards(game)  # the games do differ

        assert swapped.observation(player) == game.observation(player)
        for deal in range(3):
            pictured = determinize(game, player, deal)
            assert _all_cards(determinize(swapped, player, deal)) == _all_cards(pictured)
        assert SearchBot(seed, budget=BUDGET).choose(swapped, player) == SearchBot(
            seed, budget=BUDGET
        ).choose(game, player)


def test_a_pictured_game_shows_its_player_the_same_and_holds_the_same_cards() -> None:
    for game, player in _positions(5, 6):
        pictured = determinize(game, player, 9)

        assert pictured.observation(player) == game.observation(player)
        for owner in (0, 1):
            mine, theirs = game.state.players[owner], pictured.state.players[owner]
            # The same cards, in the same places the player sees, and the same counts.
            for zone in ("hand", "deck", "prizes"):
                assert len(getattr(theirs, zone)) == len(getattr(mine, zone))
            assert Counter(c.id for c in _cards_of(pictured, owner)) == Counter(
                c.id for c in _cards_of(game, owner)
            )
        # New random streams: the game's seed would tell the coming coin flips.
        true_flips = game.clone().chance
        assert [true_flips.coin() for _ in range(40)] != [pictured.chance.coin() for _ in range(40)]


def _cards_of(game: Game, owner: int) -> list[Any]:
    state = game.state
    return [state.cards[uid] for uid, who in state.owners.items() if who == owner]


def test_the_searcher_decides_the_same_every_time_and_only_legal_decisions() -> None:
    def play(seed: int) -> list[Any]:
        game = _game(seed)
        bots = (SearchBot(seed, budget=BUDGET), ComputerBot(seed))
        while not game.over and len(game.decisions) < 160:
            player = game.decider
            assert player is not None
            action = bots[player].choose(game, player)
            assert game.why_illegal(action, player) is None
            game.apply(action, player)
        return game.decisions

    first = play(8)
    assert len(first) > 60
    assert play(8) == first


def test_a_choice_is_answered_from_the_easy_players_answer_and_others() -> None:
    """At a choice, the searcher compares the Easy player's answer with other valid ones and
    returns a valid answer."""
    checked = 0
    for seed in (11, 12, 13):
        for game, player in _positions(seed, 30):
            if isinstance(game.pending, Choice):
                action = SearchBot(seed, budget=BUDGET).choose(game, player)
                assert game.why_illegal(action, player) is None
                checked += 1
    assert checked > 0


def test_the_score_is_one_for_a_win_and_rises_with_prizes_taken() -> None:
    game, player = _positions(4, 1)[0]
    base = score(game, player)
    assert 0.0 < base < 1.0
    ahead = game.clone()
    taken = ahead.state.players[player].prizes.pop()
    ahead.state.players[player].hand.append(taken)
    assert score(ahead, player) > base
    ahead.state.winner = player
    assert score(ahead, player) == 1.0
    assert score(ahead, 1 - player) == 0.0


class _CountingSearchBot(SearchBot):
    """The Hard player, noting the moves of each play-out it makes (and nothing else)."""

    def __init__(self, seed: int, budget: int) -> None:
        super().__init__(seed, budget=budget)
        self.moves: list[int] = []

    def _playout(self, pictures: Any, player: int, first: Any, seed: int) -> tuple[float, int]:
        value, moves = super()._playout(pictures, player, first, seed)
        self.moves.append(moves)
        return value, moves


def test_a_decision_spends_its_budget_of_moves_and_at_most_one_play_out_more() -> None:
    """The budget bounds the thinking time of every decision, whatever the turn: it is
    counted in play-out moves, and the last play-out started is the only one that may go
    over it."""
    budget = 120
    looked_at = 0
    for game, player in _positions(21, 12):
        bot = _CountingSearchBot(21, budget)
        bot.choose(game, player)
        if not bot.moves:
            continue  # one sensible decision only: nothing to compare
        looked_at += 1
        assert sum(bot.moves[:-1]) < budget <= sum(bot.moves)
    assert looked_at >= 5
