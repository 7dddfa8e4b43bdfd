"""Knock Out and Prize cards (EN/JA I-D, R-11, P-14, P-15) and winning, losing and tying
(EN/JA I-E, R-12, P-16, with Sudden Death, P-17)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from message_helpers import card_names
from playmat.i18n.message import Seat, msg
from playmat.rules.actions import Answer, Attack
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.outcome import TIE, Standing, decide
from playmat.rules.ruleset import STANDARD
from rulebook_helpers import (
    BEWEAR,
    CARDS,
    FIGHTING,
    FIRE,
    GRASS,
    KANGASKHAN,
    LIGHTNING,
    LITTEN,
    MORELULL,
    ROWLET,
    STUFFUL,
    WATER,
    active,
    answer_label,
    attack_index,
    game_at,
    pending_choice,
    play_until_turns,
    position,
    prize,
    with_card,
)


def _leafage_game(**player2: object) -> Game:
    """Player 1's Rowlet (Leafage: 20) against player 2's Litten with 50 damage (70 HP)."""
    side = {"active": {"card": LITTEN, "damage": 50, "energy": [FIRE]}} | player2
    return game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS] * 2}}, player2=side)
    )


# -- I-D: Knock Out and Prize cards --------------------------------------------------------------


def test_R_11_a_Pokemon_whose_damage_reaches_its_HP_is_Knocked_Out_with_all_its_cards() -> None:
    game = _leafage_game(bench=[{"card": LITTEN}, {"card": MORELULL}])
    litten = active(game, 1)

    game.apply(Attack(attack_index(game, "Leafage")))  # 50 + 20 = 70: exactly its HP

    assert game.state.pokemon(litten.id) is None
    names = sorted(game.state.card(u).name for u in game.state.players[1].discard)
    assert names == ["Fire Energy", "Litten"]
    choice = pending_choice(game)
    assert (choice.player, choice.purpose, choice.minimum) == (0, "take_prize", 1)


def test_EN_I_D_the_attacker_takes_a_Prize_card_then_the_other_player_promotes() -> None:
    # Six different Prize cards, so that the one taken can be told by its card id (a card gets
    # a new handle as it enters the hand).
    distinct = [GRASS, FIRE, WATER, LIGHTNING, FIGHTING, ROWLET]
    game = game_at(
        position(
            player1={"active": {"card": ROWLET, "energy": [GRASS] * 2}, "prizes": distinct},
            player2={
                "active": {"card": LITTEN, "damage": 50, "energy": [FIRE]},
                "bench": [{"card": LITTEN}, {"card": MORELULL}],
            },
        )
    )
    prizes = [game.state.card(uid).id for uid in game.state.players[0].prizes]

    game.apply(Attack(attack_index(game, "Leafage")))
    answer_label(game, prize(3))

    assert [game.state.card(uid).id for uid in game.state.players[0].hand] == [prizes[2]]
    assert len(game.state.players[0].prizes) == 5
    promote = pending_choice(game)
    assert (promote.player, promote.purpose) == (1, "promote")
    game.apply(Answer((1,)))  # Morelull
    assert game.state.card(active(game, 1).top).name == "Morelull"
    assert game.state.current == 1 and game.state.turn == 4


def test_EN_I_D_a_single_Benched_Pokemon_comes_up_by_itself() -> None:
    game = _leafage_game(bench=[{"card": MORELULL}])

    game.apply(Attack(attack_index(game, "Leafage")))
    answer_label(game, prize(1))

    assert game.state.card(active(game, 1).top).name == "Morelull"
    assert game.state.players[1].bench == []


def test_P_15_the_opponent_sees_how_many_Prize_cards_were_taken_not_which() -> None:
    game = _leafage_game(bench=[{"card": MORELULL}])

    game.apply(Attack(attack_index(game, "Leafage")))
    answer_label(game, prize(1))

    taking = ("event.prize", "event.prize_hidden")
    mine = [m for m in game.log_for(0) if m.id in taking]
    theirs = [m for m in game.log_for(1) if m.id in taking]
    assert [m.id for m in mine] == ["event.prize"]
    assert mine[0]["player"] == Seat(0)
    assert card_names(mine[0]["cards"]) == ["Grass Energy"]
    assert theirs == [msg("event.prize_hidden", player=Seat(0), count=1, left=5)]
    assert "cards" not in theirs[0].names()


def test_R_11_not_Knocked_Out_below_its_HP() -> None:
    game = _leafage_game(active={"card": LITTEN, "damage": 40})

    game.apply(Attack(attack_index(game, "Leafage")))

    assert active(game, 1).damage == 60
    assert len(game.state.players[0].prizes) == 6


@pytest.mark.parametrize(("subtype", "prizes"), [("GX", 2), ("EX", 2), ("VMAX", 3)])
def test_R_11_a_rule_box_Pokemon_gives_more_Prize_cards(subtype: str, prizes: int) -> None:
    big = with_card(LITTEN, f"test-litten-{subtype}", subtypes=("Basic", subtype))
    pos = position(
        player1={"active": {"card": ROWLET, "energy": [GRASS] * 2}},
        player2={"active": {"card": big.id, "damage": 50}, "bench": [{"card": LITTEN}]},
    )
    game = game_at(pos, cards={**CARDS, big.id: big})

    game.apply(Attack(attack_index(game, "Leafage")))
    choice = pending_choice(game)
    assert (choice.minimum, choice.maximum) == (prizes, prizes)
    game.apply(Answer(tuple(range(prizes))))

    assert len(game.state.players[0].prizes) == 6 - prizes


def test_R_11_the_Prize_count_is_read_from_the_rule_text_when_it_says_so() -> None:
    odd = with_card(
        LITTEN,
        "test-litten-rule",
        subtypes=("Basic", "GX"),
        rules=("When your Pokémon-GX is Knocked Out, your opponent takes 3 Prize cards.",),
    )
    assert odd.prize_count == 3


# -- I-E: winning, losing, tying in real games ----------------------------------------------------


def test_EN_I_E_taking_the_last_Prize_card_wins() -> None:
    game = _leafage_game(bench=[{"card": MORELULL}])
    game.state.players[0].prizes[1:] = []  # 1 Prize card left

    game.apply(Attack(attack_index(game, "Leafage")))

    assert game.state.winner == 0
    assert game.state.end_reason == msg(
        "end.won", winner=Seat(0), loser=Seat(1), took_all_prizes=True, no_active=False
    )


def test_EN_I_E_taking_2_when_only_1_is_left_also_wins() -> None:
    big = with_card(LITTEN, "test-litten-gx", subtypes=("Basic", "GX"))
    pos = position(
        player1={"active": {"card": ROWLET, "energy": [GRASS] * 2}, "prizes": [GRASS]},
        player2={"active": {"card": big.id, "damage": 50}, "bench": [{"card": LITTEN}]},
    )
    game = game_at(pos, cards={**CARDS, big.id: big})

    game.apply(Attack(attack_index(game, "Leafage")))

    assert game.state.winner == 0


def test_EN_I_E_no_Pokemon_to_put_into_the_Active_Spot_loses() -> None:
    game = _leafage_game()  # no Bench

    game.apply(Attack(attack_index(game, "Leafage")))
    answer_label(game, prize(1))

    assert game.state.winner == 0
    assert game.state.end_reason == msg(
        "end.won", winner=Seat(0), loser=Seat(1), took_all_prizes=False, no_active=True
    )
    assert game.over and game.legal_actions(1) == [] and game.legal_actions(0) == []


def _double_knock_out(prizes_left: int, rules=STANDARD) -> Game:  # type: ignore[no-untyped-def]
    """Bewear (110 damage of 130) uses Superpower for 120 against Kangaskhan (10 of 130) and
    does 20 to itself: both Active Pokémon are Knocked Out by the same attack."""
    pos = position(
        player1={
            "active": {
                "card": BEWEAR,
                "damage": 110,
                "energy": [FIRE] * 3,
                "evolved_from": [STUFFUL],
            },
            "bench": [{"card": STUFFUL}],
            "prizes": [f"{FIRE} x{prizes_left}"],
        },
        player2={
            "active": {"card": KANGASKHAN, "damage": 10},
            "bench": [{"card": LITTEN}],
            "prizes": [f"{GRASS} x{prizes_left}"],
        },
    )
    game = game_at(pos, rules=rules)
    game.apply(Attack(attack_index(game, "Superpower")))
    answer_label(game, msg("option.yes"))
    return game


def test_R_11_both_Active_Pokemon_Knocked_Out_by_one_attack_each_player_takes_a_Prize() -> None:
    game = _double_knock_out(prizes_left=6)

    asked = []
    while isinstance(game.pending, Choice):
        asked.append((game.pending.purpose, game.pending.player))
        game.apply(Answer((0,)))

    assert sorted(asked) == [("take_prize", 0), ("take_prize", 1)]  # one Benched each: no choice
    assert [len(p.prizes) for p in game.state.players] == [5, 5]
    assert game.state.card(active(game, 0).top).name == "Stufful"
    assert game.state.card(active(game, 1).top).name == "Litten"


def test_EN_I_E_both_players_take_their_last_Prize_card_together_is_a_tie() -> None:
    rules = replace(STANDARD, sudden_death=False)
    game = _double_knock_out(prizes_left=1, rules=rules)

    assert game.state.winner == TIE
    assert game.state.end_reason == msg("end.tie")


def test_EN_I_E_Sudden_Death_restarts_the_game_with_1_Prize_card_each() -> None:
    game = _double_knock_out(prizes_left=1)

    assert game.sudden_deaths == 1
    assert game.state.winner is None
    assert any(e.kind == "sudden_death" for e in game.events)
    play_until_turns(game)

    assert [len(p.prizes) for p in game.state.players] == [1, 1]
    assert game.state.turn == 1
    everything = [
        uid
        for p in game.state.players
        for zone in (p.deck, p.hand, p.prizes, *[q.all_cards() for q in p.in_play()])
        for uid in zone
    ]
    assert sorted(everything) == sorted(game.state.cards)  # every card back in the game


# -- I-E: the table of simultaneous end conditions (R-12) ---------------------------------------

# (you took all your Prizes, opponent took all theirs, you can't promote, opponent can't promote)
EN_I_E_TABLE = [
    ((1, 0, 1, 0), "tie"),
    ((0, 1, 0, 1), "tie"),
    ((1, 1, 1, 1), "tie"),
    ((1, 1, 0, 0), "tie"),
    ((0, 0, 1, 1), "tie"),
    ((1, 1, 0, 1), "you win"),
    ((1, 0, 1, 1), "you win"),
    ((1, 0, 0, 1), "you win"),
    ((1, 1, 1, 0), "you lose"),
    ((0, 1, 1, 1), "you lose"),
    ((0, 1, 1, 0), "you lose"),
]
RESULT = {"tie": TIE, "you win": 0, "you lose": 1}


@pytest.mark.parametrize(
    ("row", "result"), EN_I_E_TABLE, ids=[f"row{i + 1}" for i in range(len(EN_I_E_TABLE))]
)
def test_EN_I_E_every_row_of_the_simultaneous_conditions_table(
    row: tuple[int, int, int, int], result: str
) -> None:
    you_took, they_took, you_cannot, they_cannot = map(bool, row)
    you = Standing(took_all_prizes=you_took, cannot_promote=you_cannot)
    them = Standing(took_all_prizes=they_took, cannot_promote=they_cannot)

    assert decide(you, them) == RESULT[result]
    # The same situation seen from the other seat.
    mirrored = {TIE: TIE, 0: 1, 1: 0}[RESULT[result]]
    assert decide(them, you) == mirrored


@pytest.mark.parametrize(
    ("you", "them", "result"),
    [
        (Standing(took_all_prizes=True), Standing(), 0),
        (Standing(), Standing(cannot_promote=True), 0),
        (Standing(), Standing(took_all_prizes=True), 1),
        (Standing(cannot_promote=True), Standing(), 1),
        (Standing(), Standing(), None),
    ],
)
def test_EN_I_E_a_single_condition_decides_alone(
    you: Standing, them: Standing, result: int | None
) -> None:
    assert decide(you, them) == result


def test_EN_I_E_taking_the_last_Prize_while_the_opponent_can_t_promote_wins() -> None:
    game = _leafage_game()  # no Bench for player 2
    game.state.players[0].prizes[1:] = []

    game.apply(Attack(attack_index(game, "Leafage")))

    assert game.state.winner == 0
    assert game.state.end_reason == msg(
        "end.won", winner=Seat(0), loser=Seat(1), took_all_prizes=True, no_active=True
    )
