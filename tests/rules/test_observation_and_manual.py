"""What each player may see (EN I-H: hidden zones; EN I-G: the face-down setup; C-20: looking
at Prize cards), and the logged manual tools for card text that is not automated."""

from __future__ import annotations

import json

import pytest

from playmat.rules.actions import Answer, Attack, EndTurn, Manual, PlayTrainer
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction
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
    answer_label,
    attack_index,
    force_coins,
    game_at,
    hand_card,
    pending_choice,
    position,
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
    return json.dumps([game.observation(player), game.log_for(player)], ensure_ascii=False)


# -- observation ---------------------------------------------------------------------------------


def test_the_opponent_s_hand_deck_and_Prizes_are_counts_and_backs() -> None:
    game = _secret_game()

    theirs = game.observation(1)["players"][0]
    assert theirs["hand"] == 2 and theirs["hand_count"] == 2
    assert theirs["deck"] == 7
    assert theirs["prizes"] == [None] * 6

    mine = game.observation(0)["players"][0]
    assert sorted(c["name"] for c in mine["hand"]) == ["Decidueye", "Nest Ball"]
    assert mine["deck"] == 7  # your own deck is hidden from you too
    assert mine["prizes"] == [None] * 6


def test_nothing_hidden_reaches_the_opponent_through_observation_or_log() -> None:
    game = _secret_game()
    game.apply(PlayTrainer(hand_card(game, 0, NEST_BALL)))  # searches the deck for Rowlet
    search = pending_choice(game)
    assert game.observation(1)["choice"]["options"] == len(search.options)  # only a count
    answer_label(game, "Rowlet")
    game.apply(EndTurn())  # player 2 draws

    seen = _everything_seen_by(game, 1)
    for secret in ("Decidueye", "Kangaskhan", "Spinda"):
        assert secret not in seen
    # The Nest Ball and the Rowlet it put onto the Bench are public.
    assert "Nest Ball" in seen and "Rowlet" in seen


def test_the_searching_player_sees_the_whole_deck_and_the_cards_behind_the_options() -> None:
    game = _secret_game()
    game.apply(PlayTrainer(hand_card(game, 0, NEST_BALL)))

    choice = game.observation(0)["choice"]
    assert len(choice["shown_cards"]) == 7  # the whole deck, while searching it
    # The options are the Basic Pokémon among them, each with its card.
    assert sorted(o["label"] for o in choice["options"]) == ["Kangaskhan", "Rowlet"]
    shown_ids = {c["uid"]: c["id"] for c in choice["shown_cards"]}
    assert all(o["card_id"] == shown_ids[o["card"]] for o in choice["options"])
    assert "shown_cards" not in game.observation(1)["choice"]


def test_a_draw_is_redacted_for_the_other_player() -> None:
    game = game_at(position(player2={"deck": [f"{LITTEN} x3"]}))

    game.apply(EndTurn())

    drawn = [e for e in game.log_for(1) if e["kind"] == "draw"][-1]
    assert drawn["text"] == "Player 2 drew Litten."
    hidden = [e for e in game.log_for(0) if e["kind"] == "draw"][-1]
    assert hidden == {
        "kind": "draw",
        "text": "Player 2 drew a card.",
        "data": {"player": 1, "count": 1},
    }


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
    answer_label(game, "Prize card 1")

    assert game.observation(0)["players"][0]["prizes"][0]["name"] == "Spinda"
    assert game.observation(0)["players"][0]["prizes"][1:] == [None] * 5
    assert game.observation(1)["players"][0]["prizes"] == [None] * 6
    assert "Spinda" not in _everything_seen_by(game, 1)


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


def test_manual_moving_a_card_from_hand_to_the_deck_is_hidden_to_a_discard_is_public() -> None:
    game = _manual_game()

    game.apply(Manual("move_card", card=hand_card(game, 0, DECIDUEYE), zone="deck_top"))
    game.apply(Manual("move_card", card=hand_card(game, 0, GRASS), zone="discard"))

    assert game.state.card(game.state.players[0].deck[0]).name == "Decidueye"
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Grass Energy"]
    seen = _everything_seen_by(game, 1)
    assert "Decidueye" not in seen
    assert "moved a card to deck top (manual)" in seen
    assert "moved Grass Energy to discard (manual)" in seen


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
    assert coin.data["heads"] is False and coin.data["why"] == "manual"


@pytest.mark.parametrize(
    ("tool", "reason"),
    [
        (Manual("teleport"), "Unknown manual tool"),
        (Manual("add_damage", pokemon=1, amount=15), "multiple of 10"),
        (Manual("add_damage", pokemon=999, amount=10), "Choose a Pokémon in play"),
        (Manual("add_condition", pokemon=1, condition="Frozen"), "Choose a Special Condition"),
        (Manual("move_card", card=10**6, zone="hand"), "Choose one of your cards"),
        (Manual("move_card", card=0, zone="the moon"), "Move a card to one of"),
        (Manual("draw", amount=0), "Draw at least 1 card"),
    ],
)
def test_a_manual_tool_used_wrongly_is_refused(tool: Manual, reason: str) -> None:
    game = _manual_game()

    with pytest.raises(IllegalAction, match=reason):
        game.apply(tool)


def test_manual_draw_from_an_empty_deck_is_refused() -> None:
    game = game_at(position(player1={"deck": []}))

    with pytest.raises(IllegalAction, match="Your deck is empty"):
        game.apply(Manual("draw", amount=1))


def test_manual_tools_belong_to_the_player_whose_turn_it_is() -> None:
    game = _manual_game()

    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(Manual("flip_coin"), player=1)


def test_a_Trainer_without_a_script_says_it_is_not_automated_and_is_still_discarded() -> None:
    unknown = with_card(POTION, "test-unknown-item", name="Mystery Item")
    pos = position(player1={"active": {"card": ROWLET, "damage": 30}, "hand": [unknown.id]})
    game = game_at(pos, cards={**CARDS, unknown.id: unknown})

    game.apply(PlayTrainer(hand_card(game, 0, unknown.id)))

    flagged = [e for e in game.events if e.kind == "not_automated"]
    assert flagged and "Mystery Item" in flagged[0].text and "manual tools" in flagged[0].text
    assert active(game, 0).damage == 30  # nothing happened by itself
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Mystery Item"]
