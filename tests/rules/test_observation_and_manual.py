"""What each player may see (EN I-H: hidden zones; EN I-G: the face-down setup; C-20: looking
at Prize cards), and the logged manual tools for card text that is not automated."""

from __future__ import annotations

import json

import pytest

from message_helpers import card_names, logged
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import CardName, Seat, Term, msg
from playmat.rules.actions import Answer, Attack, EndTurn, Manual, PlayTrainer
from playmat.rules.choices import Purpose
from playmat.rules.game import Game
from playmat.rules.observation import CardView, HiddenCard
from playmat.rules.wire import encode
from rulebook_helpers import (
    CARDS,
    DECIDUEYE,
    GRASS,
    KANGASKHAN,
    LITTEN,
    NEST_BALL,
    POTION,
    ROWLET,
    SPINDA,
    active,
    answer_cards,
    answer_label,
    attack_index,
    force_coins,
    game_at,
    hand_card,
    pending_choice,
    position,
    prize,
    refused,
    with_card,
)

CHINCHOU, LIGHTNING = "sm1-49", "sm1-167"


def _secret_game() -> Game:
    """Player 1 holds a Decidueye, has Kangaskhan in the deck and Spinda in the Prizes: cards
    player 2 must never learn about."""
    return game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS]},
                "hand": [DECIDUEYE, NEST_BALL],
                "deck": [f"{GRASS} x5", KANGASKHAN, ROWLET],
                "prizes": [SPINDA, f"{GRASS} x5"],
            }
        )
    )


def _everything_seen_by(game: Game, player: int) -> str:
    """The player's observation and log in their JSON form (what crosses to a player)."""
    seen = [encode(game.observation(player)), encode(game.log_for(player))]
    return json.dumps(seen, ensure_ascii=False)


def _all_hidden(cards: tuple[CardView | HiddenCard, ...]) -> bool:
    return all(isinstance(card, HiddenCard) for card in cards)


# -- observation ---------------------------------------------------------------------------------


def test_the_opponent_s_hand_deck_and_Prizes_are_counts_and_backs() -> None:
    game = _secret_game()

    theirs = game.observation(1).players[0]
    assert len(theirs.hand) == 2 and _all_hidden(theirs.hand)
    assert theirs.deck == 7
    assert len(theirs.prizes) == 6 and _all_hidden(theirs.prizes)

    mine = game.observation(0).players[0]
    assert all(isinstance(card, CardView) for card in mine.hand)
    assert sorted(card.name for card in mine.hand if isinstance(card, CardView)) == [
        "Decidueye",
        "Nest Ball",
    ]
    assert mine.deck == 7  # your own deck is hidden from you too
    assert len(mine.prizes) == 6 and _all_hidden(mine.prizes)


def test_nothing_hidden_reaches_the_opponent_through_observation_or_log() -> None:
    game = _secret_game()
    game.apply(PlayTrainer(hand_card(game, 0, NEST_BALL)))  # searches the deck for Rowlet
    assert pending_choice(game).purpose == Purpose.SEARCH
    # The other player learns who is choosing and what for, not the options (nor their count).
    theirs = game.observation(1)
    assert (theirs.awaiting, theirs.purpose, theirs.choice) == (0, Purpose.SEARCH, None)
    answer_cards(game, ROWLET)
    game.apply(EndTurn())  # player 2 draws

    seen = _everything_seen_by(game, 1)
    for secret in ("Decidueye", "Kangaskhan", "Spinda", DECIDUEYE, KANGASKHAN, SPINDA):
        assert secret not in seen
    # The Nest Ball and the Rowlet it put onto the Bench are public.
    assert "Nest Ball" in seen and "Rowlet" in seen


def test_the_searching_player_sees_the_whole_deck_and_the_cards_behind_the_options() -> None:
    game = _secret_game()
    game.apply(PlayTrainer(hand_card(game, 0, NEST_BALL)))

    choice = game.observation(0).choice
    assert choice is not None
    assert len(choice.shown) == 7  # the whole deck, while searching it
    # The options are the Basic Pokémon among them, each with its card.
    cards = [o.card for o in choice.options]
    assert all(card is not None for card in cards)
    assert sorted(card.name for card in cards if card) == ["Kangaskhan", "Rowlet"]
    for option in choice.options:
        assert option.card is not None
        assert option.label == msg("option.card", card=CardName(option.card.id, option.card.name))
    shown_ids = {c.handle: c.id for c in choice.shown}
    assert all(card.id == shown_ids[card.handle] for card in cards if card)
    assert game.observation(1).choice is None


def test_a_draw_is_redacted_for_the_other_player() -> None:
    game = game_at(position(player2={"deck": [f"{LITTEN} x3"]}))

    game.apply(EndTurn())

    drawn = logged(game, "draw", viewer=1)[-1]
    assert drawn == msg("event.draw", player=Seat(1), cards=(CardName(LITTEN, "Litten"),))
    seen_by_0 = [m for m in game.log_for(0) if m.id in ("event.draw", "event.draw_hidden")]
    assert seen_by_0[-1] == msg("event.draw_hidden", player=Seat(1), count=1)


def test_EN_II_C_20_a_Prize_card_looked_at_is_known_to_its_owner_only() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": CHINCHOU, "energy": [LIGHTNING]},
                "prizes": [SPINDA, f"{GRASS} x5"],
            }
        )
    )

    game.apply(Attack(attack_index(game, "Searching Light")))
    answer_label(game, prize(1))

    mine = game.observation(0).players[0].prizes
    assert isinstance(mine[0], CardView) and mine[0].name == "Spinda"
    assert len(mine) == 6 and _all_hidden(mine[1:])
    theirs = game.observation(1).players[0].prizes
    assert len(theirs) == 6 and _all_hidden(theirs)
    assert "Spinda" not in _everything_seen_by(game, 1)
    assert SPINDA not in _everything_seen_by(game, 1)


# -- the manual tools ----------------------------------------------------------------------------


def _manual_game() -> Game:
    return game_at(
        position(
            player1={"active": {"card": ROWLET}, "hand": [DECIDUEYE, GRASS]},
            player2={"active": {"card": LITTEN, "damage": 50}, "bench": [{"card": LITTEN}]},
        )
    )


def test_manual_tools_are_in_both_players_logs() -> None:
    game = _manual_game()

    for tool in (
        Manual("flip_coin"),
        Manual("add_damage", pokemon=active(game, 0).id, amount=20),
        Manual("remove_damage", pokemon=active(game, 0).id, amount=10),
        Manual("add_condition", pokemon=active(game, 0).id, condition="Burned"),
        Manual("remove_condition", pokemon=active(game, 0).id, condition="Burned"),
        Manual("shuffle_deck"),
        Manual("draw", amount=1),
    ):
        before = len(game.events)
        game.apply(tool)
        for player in (0, 1):
            assert len(game.log_for(player)) > before, tool

    assert active(game, 0).damage == 10
    assert active(game, 0).conditions == set()
    assert len(game.state.players[0].hand) == 3


def test_manual_moving_a_card_from_hand_to_the_deck_is_hidden_to_a_discard_is_revealed() -> None:
    """The other player learns where each card came from, and whether it went face down (into
    the deck) or face up (onto the discard pile: revealed)."""
    game = _manual_game()

    game.apply(Manual("move_card", card=hand_card(game, 0, DECIDUEYE), zone="deck_top"))
    game.apply(Manual("move_card", card=hand_card(game, 0, GRASS), zone="discard"))

    assert game.state.card(game.state.players[0].deck[0]).name == "Decidueye"
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Grass Energy"]
    seen = _everything_seen_by(game, 1)
    assert "Decidueye" not in seen and DECIDUEYE not in seen
    moves = [m for m in game.log_for(1) if m.id.startswith("event.manual_")]
    assert moves == [
        msg(
            "event.manual_move_hidden",
            player=Seat(0),
            source=Term("origin.hand"),
            destination=Term("destination.deck_top"),
        ),
        msg(
            "event.manual_reveal",
            player=Seat(0),
            card=CardName(GRASS, "Grass Energy"),
            source=Term("origin.hand"),
            destination=Term("destination.discard"),
        ),
    ]
    assert Reader().render(moves[0]) == (
        "Player 1 moved a card face down from the hand to the top of the deck (manual)."
    )
    # The player who moved the card sees which it was.
    assert card_names(logged(game, "manual_move", viewer=0)[0]["card"]) == ["Decidueye"]


def test_manual_damage_can_Knock_Out_and_the_Knock_Out_is_processed() -> None:
    game = _manual_game()

    game.apply(Manual("add_damage", pokemon=active(game, 1).id, amount=20))

    assert pending_choice(game).purpose == "take_prize"
    game.apply(Answer((0,)))
    assert active(game, 1).damage == 0  # the Benched Litten came up
    assert len(game.state.players[0].prizes) == 5


def test_a_manual_coin_flip_uses_the_game_s_coin() -> None:
    game = _manual_game()
    force_coins(game, "tails")

    game.apply(Manual("flip_coin"))

    coin = [e for e in game.events if e.kind == "coin"][-1]
    assert coin.message["heads"] is False and coin.message["why"] == msg("coin.manual")
    assert coin.message["player"] == Seat(0)


@pytest.mark.parametrize(
    ("tool", "code"),
    [
        (Manual("teleport"), "manual_unknown_tool"),
        (Manual("add_damage", pokemon=1, amount=15), "manual_damage_counters"),
        (Manual("add_damage", pokemon=999, amount=10), "manual_choose_pokemon"),
        (Manual("add_condition", pokemon=1, condition="Frozen"), "manual_choose_condition"),
        (Manual("move_card", card=10**6, zone="hand"), "manual_not_your_card"),
        (Manual("move_card", card=0, zone="the moon"), "manual_bad_destination"),
        (Manual("draw", amount=0), "manual_draw_at_least_one"),
    ],
)
def test_a_manual_tool_used_wrongly_is_refused(tool: Manual, code: str) -> None:
    game = _manual_game()

    assert refused(game, tool).code == code


def test_manual_draw_from_an_empty_deck_is_refused() -> None:
    game = game_at(position(player1={"deck": []}))

    assert refused(game, Manual("draw", amount=1)).code == "deck_empty"


def test_manual_tools_belong_to_the_player_whose_turn_it_is() -> None:
    game = _manual_game()

    assert refused(game, Manual("flip_coin"), player=1).code == "not_your_decision"


def test_a_Trainer_without_a_script_says_it_is_not_automated_and_is_still_discarded() -> None:
    unknown = with_card(POTION, "test-unknown-item", name="Mystery Item")
    pos = position(player1={"active": {"card": ROWLET, "damage": 30}, "hand": [unknown.id]})
    game = game_at(pos, cards={**CARDS, unknown.id: unknown})

    game.apply(PlayTrainer(hand_card(game, 0, unknown.id)))

    flagged = [e.message for e in game.events if e.kind == "not_automated_trainer"]
    assert flagged == [
        msg("event.not_automated_trainer", card=CardName(unknown.id, "Mystery Item"))
    ]
    assert active(game, 0).damage == 30  # nothing happened by itself
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Mystery Item"]
