"""Trainer cards: Items and Pokémon Tools (EN I-B-01, P-09, P-10), Supporters (I-B-02, P-11)
and Stadiums (I-B-03, P-12).

The starter set has no Pokémon Tool and no Stadium; the tests build test-only cards from a
starter Item's facts (the rules read the subtype, not the name).
"""

from __future__ import annotations

from playmat.i18n.message import CardName
from playmat.rules.actions import Answer, Attack, EndTurn, Evolve, PlayTrainer, Retreat
from playmat.rules.game import Game
from rulebook_helpers import (
    CARDS,
    DARTRIX,
    GRASS,
    HAU,
    LITTEN,
    MORELULL,
    POTION,
    ROWLET,
    active,
    attack_index,
    bench,
    game_at,
    hand_card,
    position,
    refused,
    with_card,
)

TOOL = with_card(POTION, "test-tool", name="Test Tool", subtypes=("Pokémon Tool",), rules=())
OTHER_TOOL = with_card(POTION, "test-tool-2", name="Other Tool", subtypes=("Pokémon Tool",))
STADIUM = with_card(POTION, "test-stadium", name="Test Stadium", subtypes=("Stadium",))
OTHER_STADIUM = with_card(POTION, "test-stadium-2", name="Other Stadium", subtypes=("Stadium",))
TEST_CARDS = {**CARDS, **{c.id: c for c in (TOOL, OTHER_TOOL, STADIUM, OTHER_STADIUM)}}


def _game(**top: object) -> Game:
    return game_at(position(**top), cards=TEST_CARDS)  # type: ignore[arg-type]


def _names(game: Game, uids: list[int]) -> list[str]:
    return sorted(game.state.card(u).name for u in uids)


# -- I-B-01: Items -------------------------------------------------------------------------------


def test_EN_I_B_01_an_Item_is_discarded_after_it_is_played() -> None:
    game = _game(player1={"active": {"card": ROWLET, "damage": 30}, "hand": [POTION]})

    game.apply(PlayTrainer(hand_card(game, 0, POTION)))

    assert active(game, 0).damage == 0
    assert _names(game, game.state.players[0].discard) == ["Potion"]
    assert game.state.players[0].hand == []
    assert game.state.resolving == []


# -- I-B-01: Pokémon Tools -----------------------------------------------------------------------


def test_EN_I_B_01_a_Pokemon_Tool_attaches_to_one_of_your_Pokemon_and_stays() -> None:
    game = _game(player1={"hand": [TOOL.id]})

    game.apply(PlayTrainer(hand_card(game, 0, TOOL.id), active(game, 0).id))

    assert _names(game, active(game, 0).tools) == ["Test Tool"]
    assert game.state.players[0].discard == []


def test_EN_I_B_01_at_most_one_Pokemon_Tool_per_Pokemon() -> None:
    game = _game(player1={"active": {"card": ROWLET, "tools": [TOOL.id]}, "hand": [OTHER_TOOL.id]})

    reason = refused(game, PlayTrainer(hand_card(game, 0, OTHER_TOOL.id), active(game, 0).id))
    assert (reason.code, reason.rule) == ("tool_already_attached", "EN I-B-01")
    assert dict(reason.args) == {"target": CardName(ROWLET, "Rowlet")}


def test_EN_I_B_01_a_Pokemon_Tool_goes_only_onto_your_own_Pokemon() -> None:
    game = _game(player1={"hand": [TOOL.id]})

    onto_theirs = refused(game, PlayTrainer(hand_card(game, 0, TOOL.id), active(game, 1).id))
    assert onto_theirs.code == "tool_choose_pokemon"
    assert refused(game, PlayTrainer(hand_card(game, 0, TOOL.id))).code == "tool_choose_pokemon"


def test_EN_I_B_only_a_Pokemon_Tool_is_played_onto_a_Pokemon() -> None:
    """An Item, a Supporter or a Stadium is played by itself: one named onto a Pokémon is
    refused and stays in the hand, so a decision never carries a target its card can't use."""
    game = _game(player1={"hand": [POTION, HAU, STADIUM.id]})
    mine = active(game, 0).id

    for card_id in (POTION, HAU, STADIUM.id):
        reason = refused(game, PlayTrainer(hand_card(game, 0, card_id), mine))
        assert (reason.code, reason.rule) == ("trainer_no_target", "EN I-B")
    assert len(game.state.players[0].hand) == 3


def test_EN_I_B_01_a_Tool_stays_through_evolving_and_retreating() -> None:
    game = _game(
        player1={
            "active": {"card": ROWLET, "energy": [GRASS], "tools": [TOOL.id]},
            "bench": [{"card": MORELULL}],
            "hand": [DARTRIX],
        }
    )
    pokemon = active(game, 0)

    game.apply(Evolve(hand_card(game, 0, DARTRIX), pokemon.id))
    game.apply(Retreat(bench(game, 0).id))

    assert _names(game, pokemon.tools) == ["Test Tool"]


def test_EN_I_B_01_a_Tool_is_discarded_with_its_Knocked_Out_Pokemon() -> None:
    game = _game(
        player1={"active": {"card": ROWLET, "energy": [GRASS, GRASS]}},
        player2={
            "active": {"card": LITTEN, "damage": 50, "tools": [TOOL.id]},
            "bench": [{"card": LITTEN}],
        },
    )

    game.apply(Attack(attack_index(game, "Leafage")))
    game.apply(Answer((0,)))  # a Prize card

    assert _names(game, game.state.players[1].discard) == ["Litten", "Test Tool"]


# -- I-B-02: Supporters --------------------------------------------------------------------------


def test_EN_I_B_02_a_Supporter_is_followed_then_discarded() -> None:
    game = _game(player1={"hand": [HAU]})

    game.apply(PlayTrainer(hand_card(game, 0, HAU)))

    assert len(game.state.players[0].hand) == 3  # Hau: draw 3 cards
    assert _names(game, game.state.players[0].discard) == ["Hau"]
    assert game.state.flags.supporter_played


# -- I-B-03: Stadiums ----------------------------------------------------------------------------


def test_EN_I_B_03_a_Stadium_stays_in_play() -> None:
    game = _game(player1={"hand": [STADIUM.id]})

    game.apply(PlayTrainer(hand_card(game, 0, STADIUM.id)))

    assert _names(game, game.state.stadium) == ["Test Stadium"]
    assert game.state.players[0].discard == []


def test_EN_I_B_03_one_Stadium_per_turn() -> None:
    game = _game(player1={"hand": [STADIUM.id, OTHER_STADIUM.id]})
    game.apply(PlayTrainer(hand_card(game, 0, STADIUM.id)))

    reason = refused(game, PlayTrainer(hand_card(game, 0, OTHER_STADIUM.id)))
    assert (reason.code, reason.rule) == ("stadium_already_played", "R-5")


def test_EN_I_B_03_a_Stadium_with_the_same_name_as_the_one_in_play_can_t_be_played() -> None:
    game = _game(player1={"hand": [STADIUM.id]}, stadium=STADIUM.id, stadium_owner=2)

    reason = refused(game, PlayTrainer(hand_card(game, 0, STADIUM.id)))
    assert (reason.code, reason.rule) == ("stadium_same_name", "EN I-B-03")
    assert dict(reason.args) == {"card": CardName(STADIUM.id, "Test Stadium")}


def test_EN_I_B_03_a_new_Stadium_discards_the_old_one_to_its_owner_s_pile() -> None:
    game = _game(player1={"hand": [OTHER_STADIUM.id]}, stadium=STADIUM.id, stadium_owner=2)

    game.apply(PlayTrainer(hand_card(game, 0, OTHER_STADIUM.id)))

    assert _names(game, game.state.stadium) == ["Other Stadium"]
    assert _names(game, game.state.players[1].discard) == ["Test Stadium"]
    assert game.state.players[0].discard == []
    game.apply(EndTurn())
    assert game.state.stadium  # it stays into the next turn
