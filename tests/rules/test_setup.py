"""Setting up to play: EN/JA I-G (P-01), R-1 (who goes first), R-2 (mulligans and extra draws).

Whole games from their setup. The first coin flip is forced, and a test that needs a particular
opening (a mulligan, a Basic Pokémon drawn as an extra card) deals it from stacked decks that no
shuffle reorders, so that no test depends on what a seed happens to shuffle or flip.
"""

from __future__ import annotations

import json

import pytest

from message_helpers import card_names
from playmat.errors import PlaymatError
from playmat.i18n.message import Seat, msg
from playmat.play.games import SCRIPTS
from playmat.rules.actions import Answer
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.observation import HiddenCard, PokemonView
from playmat.rules.ruleset import HALF_DECK, WINNER_GOES_FIRST
from playmat.rules.state import Phase
from playmat.rules.wire import encode
from rulebook_helpers import (
    FIRE,
    GRASS,
    LITTEN,
    ROWLET,
    answer_label,
    deck_of,
    new_game,
    pending_choice,
    play_until_turns,
)

#: Many Basic Pokémon: stacked, a hand of 7 Rowlets.
RICH = deck_of((ROWLET, 20), (GRASS, 40))
#: Stacked: 7 Fire Energy, then a Litten: exactly one mulligan.
POOR = deck_of((FIRE, 7), (LITTEN, 1), (FIRE, 52))
#: Stacked: 14 Fire Energy, then a Litten: exactly two mulligans.
POORER = deck_of((FIRE, 14), (LITTEN, 1), (FIRE, 45))


def _coin_winner(game: Game) -> int:
    coin = next(e for e in game.events if e.kind == "coin")
    assert coin.message["why"] == msg("coin.first_player", caller=Seat(0))
    return 0 if coin.message["heads"] else 1


def _answer_until(game: Game, purpose: str) -> Choice:
    """Answer every choice with its first options until one with ``purpose`` is asked."""
    while True:
        choice = pending_choice(game)
        if choice.purpose == purpose:
            return choice
        game.apply(Answer(tuple(range(choice.minimum))))


# -- who goes first -------------------------------------------------------------------------


def test_R_1_the_coin_flip_winner_is_asked_to_go_first_or_second() -> None:
    for coin, winner in (("heads", 0), ("tails", 1)):
        game = new_game((RICH, RICH), first_coin=coin)
        choice = pending_choice(game)
        assert choice.purpose == "go_first"
        assert choice.player == _coin_winner(game) == winner
        assert [o.label for o in choice.options] == [
            msg("option.go_first"),
            msg("option.go_second"),
        ]


def test_R_1_the_winner_may_choose_to_go_second() -> None:
    game = new_game((RICH, RICH), first_coin="tails")
    winner = _coin_winner(game)

    answer_label(game, msg("option.go_second"))
    play_until_turns(game)

    assert game.state.first_player == 1 - winner
    assert game.state.current == 1 - winner
    assert game.state.turn == 1


def test_R_1_the_winner_may_choose_to_go_first() -> None:
    game = new_game((RICH, RICH), first_coin="tails")
    winner = _coin_winner(game)

    answer_label(game, msg("option.go_first"))
    play_until_turns(game)

    assert game.state.first_player == winner


def test_R_1_variant_winner_goes_first_asks_nothing() -> None:
    for coin in ("heads", "tails"):
        game = new_game((RICH, RICH), first_coin=coin, rules=WINNER_GOES_FIRST)
        assert pending_choice(game).purpose != "go_first"
        assert game.state.first_player == _coin_winner(game)


# -- I-G steps 3 to 8 ----------------------------------------------------------------------------


def test_EN_I_G_seven_cards_an_Active_Pokemon_and_six_Prize_cards_each() -> None:
    game = Game((RICH, RICH), 3, scripts=SCRIPTS)
    play_until_turns(game)

    first = game.state.first_player
    for player in (0, 1):
        mine = game.state.players[player]
        assert len(mine.prizes) == 6
        assert mine.active is not None and game.state.card(mine.active.top).name == "Rowlet"
        # 7 cards drawn, 1 put into the Active Spot, and the first player drew for turn 1.
        drawn_for_turn = 1 if player == first else 0
        assert len(mine.hand) == 7 - 1 + drawn_for_turn
        assert len(mine.deck) == 60 - 7 - 6 - drawn_for_turn
    assert game.state.phase is Phase.TURN


def test_half_deck_rules_set_three_Prize_cards() -> None:
    half = deck_of((ROWLET, 10), (GRASS, 20))
    game = Game((half, half), 3, rules=HALF_DECK, scripts=SCRIPTS)
    play_until_turns(game)

    assert [len(p.prizes) for p in game.state.players] == [3, 3]


def test_EN_I_G_step_6_any_Basic_Pokemon_from_hand_may_go_face_down_onto_the_Bench() -> None:
    three = deck_of((ROWLET, 3), (GRASS, 57))  # stacked: 3 Rowlets in the opening hand
    game = new_game((three, three), first_coin="heads", stacked=True)
    choice = _answer_until(game, "setup_bench")
    player = choice.player
    offered = [game.state.card(o.card).name for o in choice.options if o.card is not None]
    assert offered and set(offered) == {"Rowlet"}
    assert choice.minimum == 0  # optional

    game.apply(Answer(tuple(range(len(choice.options)))))
    play_until_turns(game)

    assert len(game.state.players[player].bench) == len(choice.options)


def test_EN_I_G_the_setup_is_hidden_from_the_opponent_until_both_sides_are_revealed() -> None:
    litten = deck_of((LITTEN, 20), (FIRE, 40))
    game = new_game((RICH, litten), first_coin="heads", stacked=True)  # 7 Basics in each hand
    answer_label(game, msg("option.go_first"))
    first = game.state.first_player
    second = 1 - first
    assert first == 0  # the Rowlet deck
    # The first player has put their Active Pokémon face down; the second is choosing.
    while pending_choice(game).player == first:
        game.apply(Answer(tuple(range(pending_choice(game).minimum))))
    face_down = game.state.players[first].active
    assert face_down is not None

    seen_by_second = game.observation(second).players[first]
    # Only its id: no card, no damage, no HP.
    assert seen_by_second.active == PokemonView(
        face_down.id, True, None, (), (), (), 0, 0, 0, 0, (), (), False
    )
    assert all(isinstance(card, HiddenCard) for card in seen_by_second.hand)
    second_log = game.log_for(second)
    assert "Rowlet" not in json.dumps(encode(second_log), ensure_ascii=False)
    assert msg("event.setup_active_hidden", player=Seat(first)) in second_log
    # Their owner sees their own face-down Pokémon.
    own = game.observation(first).players[first].active
    assert own is not None and own.card is not None and own.card.name == "Rowlet"

    play_until_turns(game)

    revealed = game.observation(second).players[first].active
    assert revealed is not None and revealed.face_down is False
    assert revealed.card is not None and revealed.card.name == "Rowlet"
    reveals = [m for m in game.log_for(second) if m.id == "event.reveal"]
    assert any(m["player"] == Seat(first) and card_names(m["cards"]) == ["Rowlet"] for m in reveals)


# -- mulligans ------------------------------------------------------------------------------


def test_R_2_a_hand_without_Basic_Pokemon_is_revealed_and_redrawn() -> None:
    game = new_game((RICH, POOR), first_coin="heads", stacked=True)
    play_until_turns(game)

    mulligans = [e for e in game.events if e.kind == "mulligan"]
    assert game.state.players[1].mulligans == len(mulligans) == 1
    for event in mulligans:
        assert event.private_to is None  # revealed to the opponent
        assert event.message["player"] == Seat(1)
        assert card_names(event.message["cards"]) == ["Fire Energy"] * 7
    assert game.state.players[1].active is not None
    assert game.state.card(game.state.players[1].active.top).name == "Litten"


def test_R_2_the_opponent_may_draw_up_to_as_many_extra_cards_as_mulligans() -> None:
    game = new_game((RICH, POORER), first_coin="heads", stacked=True)
    choice = _answer_until(game, "extra_draws")
    mulligans = game.state.players[1].mulligans
    assert mulligans == 2
    assert choice.player == 0
    assert [o.value for o in choice.options] == list(range(mulligans + 1))
    # The Prize cards are already set when the extra cards are drawn (I-G step 7).
    assert len(game.state.players[0].prizes) == 6
    hand_before = len(game.state.players[0].hand)

    game.apply(Answer((mulligans,)))  # draw them all
    play_until_turns(game)

    drawn_for_turn = 1 if game.state.first_player == 0 else 0
    mine = game.state.players[0]
    assert len(mine.hand) + len(mine.bench) == hand_before + mulligans + drawn_for_turn


def test_R_2_the_player_who_mulliganed_draws_no_extra_cards() -> None:
    game = new_game((RICH, POORER), first_coin="heads", stacked=True)
    play_until_turns(game)

    assert game.state.players[1].mulligans == 2
    asked = [e for e in game.events if e.kind == "draw" and e.message["player"] == Seat(1)]
    # Player 2 only ever drew full hands of 7 (and maybe 1 card for a turn).
    assert asked and all(len(card_names(e.message["cards"])) in (7, 1) for e in asked)


def test_R_2_extra_Basic_Pokemon_drawn_may_go_onto_the_Bench_never_Active() -> None:
    # Stacked: a Rowlet and 6 Grass Energy in hand, 6 Grass Energy as Prize cards, then a Rowlet.
    lone = deck_of((ROWLET, 1), (GRASS, 12), (ROWLET, 1), (GRASS, 46))
    game = new_game((lone, POOR), first_coin="heads", stacked=True)
    _answer_until(game, "extra_draws")
    assert game.state.players[1].mulligans == 1
    active_before = game.state.players[0].active
    bench_before = len(game.state.players[0].bench)

    game.apply(Answer((1,)))  # the extra card is a Rowlet
    choice = pending_choice(game)
    assert (choice.player, choice.purpose, choice.minimum) == (0, "setup_bench", 0)
    offered = [game.state.card(o.card).id for o in choice.options if o.card is not None]
    assert offered == [ROWLET]
    game.apply(Answer(tuple(range(len(choice.options)))))

    assert game.state.players[0].active is active_before
    assert len(game.state.players[0].bench) == bench_before + len(choice.options)


def test_R_2_when_neither_player_has_a_Basic_both_redraw_and_no_extra_cards_are_owed() -> None:
    game = new_game((POOR, POOR), first_coin="heads", stacked=True)
    play_until_turns(game)

    mulligans = [e.message["player"] for e in game.events if e.kind == "mulligan"]
    # Every round both players lacked a Basic Pokémon: they revealed in pairs...
    assert len(mulligans) >= 2 and len(mulligans) % 2 == 0
    assert all(
        {a, b} == {Seat(0), Seat(1)} for a, b in zip(mulligans[::2], mulligans[1::2], strict=True)
    )
    # ...which owes nobody extra cards.
    assert [p.mulligans for p in game.state.players] == [0, 0]
    draws = [e.message for e in game.events if e.kind == "draw"]
    assert draws and all(len(card_names(m["cards"])) in (1, 7) for m in draws)
    assert game.state.phase is Phase.TURN


def test_R_14_a_deck_without_a_Basic_Pokemon_can_t_be_set_up() -> None:
    """Without this check the mulligans of such a deck would never end."""
    with pytest.raises(PlaymatError) as raised:
        Game((RICH, deck_of((FIRE, 60))), 0, scripts=SCRIPTS)

    assert raised.value.words == msg("error.no_basic_pokemon", player=Seat(1))
