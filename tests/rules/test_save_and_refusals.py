"""A game is a pure function of (rule set, decks, seed, decisions): saving and loading replays to
the same state. An illegal decision is refused whole, with a reason, and changes nothing
(ENGINEERING.md; EN II-A "can't" beats "can")."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from playmat.cards.starter import starter_decks
from playmat.errors import PlaymatError
from playmat.play.games import SCRIPTS
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    Manual,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
)
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction
from playmat.rules.ruleset import BURN_2023
from rulebook_helpers import (
    CARDS,
    DARTRIX,
    DECIDUEYE,
    FIRE,
    GRASS,
    HAU,
    LITTEN,
    MORELULL,
    POTION,
    ROWLET,
    active,
    bench,
    deck_of,
    game_at,
    hand_card,
    position,
)

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]


def _random_game(seed: int, decisions: int, rules=None) -> Game:  # type: ignore[no-untyped-def]
    """A starter-deck game with ``decisions`` random legal decisions made."""
    game = Game((DECKS[0], DECKS[1]), seed, **({"rules": rules} if rules else {}), scripts=SCRIPTS)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        if isinstance(game.pending, Choice):
            game.apply(Answer(game.pending.random_answer(rng)))
        else:
            game.apply(rng.choice(game.legal_actions(game.decider)))  # type: ignore[arg-type]
    return game


def _view(game: Game) -> Any:
    return [game.observation(0), game.observation(1), game.log_for(0), game.log_for(1)]


# -- save, load, replay --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_saved_game_loads_to_the_same_state(seed: int) -> None:
    game = _random_game(seed, 120)
    assert len(game.decisions) > 20

    saved = json.loads(json.dumps(game.to_save()))
    loaded = Game.from_save(saved, CARDS, SCRIPTS)

    assert _view(loaded) == _view(game)
    assert loaded.legal_actions(loaded.decider or 0) == game.legal_actions(game.decider or 0)


def test_a_saved_game_keeps_its_rule_set() -> None:
    game = _random_game(4, 60, rules=BURN_2023)

    loaded = Game.from_save(json.loads(json.dumps(game.to_save())), CARDS, SCRIPTS)

    assert loaded.rules.burn_2023 is True
    assert _view(loaded) == _view(game)


def test_a_game_from_a_position_saves_and_loads() -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [POTION]})
    )
    game.apply(Attack(0))
    game.apply(EndTurn())

    loaded = Game.from_save(json.loads(json.dumps(game.to_save())), CARDS, SCRIPTS)

    assert _view(loaded) == _view(game)
    assert active(loaded, 1).damage == 10


def test_replaying_part_of_the_decisions_gives_the_state_after_them() -> None:
    game = _random_game(5, 0)
    views = [_view(game)]
    rng = random.Random(5)
    for _ in range(40):
        if isinstance(game.pending, Choice):
            game.apply(Answer(game.pending.random_answer(rng)))
        else:
            game.apply(rng.choice(game.legal_actions(game.decider)))  # type: ignore[arg-type]
        views.append(_view(game))

    for count in (0, 7, 23, 40):
        assert _view(game.replay(count)) == views[count]


def test_a_save_whose_decisions_do_not_replay_is_refused_with_a_reason() -> None:
    game = _random_game(6, 30)
    saved = game.to_save()
    saved["decisions"].insert(0, {"type": "attack", "attack": 0})  # not during setup

    with pytest.raises(PlaymatError, match="does not replay: decision 1"):
        Game.from_save(saved, CARDS, SCRIPTS)


def test_a_save_naming_unknown_cards_is_refused_with_a_reason() -> None:
    saved = _random_game(6, 5).to_save()
    saved["decks"][0][0] = "xy99-999"

    with pytest.raises(PlaymatError, match="xy99-999"):
        Game.from_save(saved, CARDS, SCRIPTS)


def test_something_that_is_not_a_save_is_refused() -> None:
    with pytest.raises(PlaymatError, match="Not a Playmat saved game"):
        Game.from_save({"format": "chess"}, CARDS, SCRIPTS)


# -- refusals change nothing ---------------------------------------------------------------------


def _busy_game() -> Game:
    """Player 1's turn 3: Rowlet (1 Grass) Active, Asleep; Morelull on the Bench; Energy already
    attached this turn; a Stage 2, a Supporter and a Fire Energy in hand."""
    return game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS], "conditions": ["Asleep"]},
                "bench": [{"card": MORELULL}],
                "hand": [DECIDUEYE, HAU, FIRE, LITTEN],
            },
            used=["energy"],
        )
    )


REFUSED: list[tuple[str, Any, str]] = [
    ("a card not in hand", lambda g: PlayBasic(10**6), "not in your hand"),
    (
        "a Stage 2 onto a Basic",
        lambda g: Evolve(hand_card(g, 0, DECIDUEYE), active(g, 0).id),
        "evolves from Dartrix",
    ),
    (
        "a second Energy",
        lambda g: AttachEnergy(hand_card(g, 0, FIRE), active(g, 0).id),
        "already attached an Energy",
    ),
    ("an attack while Asleep", lambda g: Attack(0), "Asleep"),
    ("a retreat while Asleep", lambda g: Retreat(bench(g, 0).id), "Asleep"),
    (
        "an Energy played as a Trainer",
        lambda g: PlayTrainer(hand_card(g, 0, FIRE)),
        "not a Trainer",
    ),
    ("an Ability that isn't there", lambda g: UseAbility(active(g, 0).id, 0), "no such Ability"),
    ("an answer with no question", lambda g: Answer((0,)), "no question"),
    ("a manual tool that doesn't exist", lambda g: Manual("conjure"), "Unknown manual tool"),
]


@pytest.mark.parametrize(("what", "make", "reason"), REFUSED, ids=[r[0] for r in REFUSED])
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(
    what: str, make: Any, reason: str
) -> None:
    game = _busy_game()
    action: Action = make(game)
    before = (_view(game), len(game.events), list(game.decisions), game.pending)

    assert reason in (game.why_illegal(action) or "")
    with pytest.raises(IllegalAction, match=reason):
        game.apply(action)

    assert (_view(game), len(game.events), list(game.decisions), game.pending) == before
    assert action not in game.legal_actions(0)


def test_EN_I_C_Energy_goes_only_onto_your_own_Pokemon() -> None:
    game = game_at(position(player1={"hand": [GRASS]}))
    action = AttachEnergy(hand_card(game, 0, GRASS), active(game, 1).id)
    before = _view(game)

    with pytest.raises(IllegalAction, match="one of your own Pokémon"):
        game.apply(action)

    assert _view(game) == before


def test_a_decision_by_the_player_who_is_not_deciding_is_refused() -> None:
    game = _busy_game()
    before = _view(game)

    for action in (EndTurn(), Concede(), PlayBasic(hand_card(game, 0, LITTEN))):
        with pytest.raises(IllegalAction, match="not your turn to decide"):
            game.apply(action, player=1)

    assert _view(game) == before
    assert game.legal_actions(1) == []


def test_while_a_question_is_pending_only_an_answer_is_accepted() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS], "damage": 10},
                "bench": [{"card": MORELULL, "damage": 10}],
                "hand": [POTION, DARTRIX],
            }
        )
    )
    game.apply(PlayTrainer(hand_card(game, 0, POTION)))  # which Pokémon to heal?
    before = _view(game)

    with pytest.raises(IllegalAction, match="First answer"):
        game.apply(EndTurn())
    with pytest.raises(IllegalAction, match="not on offer"):
        game.apply(Answer((5,)))

    assert _view(game) == before


def test_every_listed_legal_action_is_accepted() -> None:
    game = _random_game(8, 25)
    for action in game.legal_actions(game.decider):  # type: ignore[arg-type]
        assert game.why_illegal(action, game.decider) is None, action


def test_after_the_game_is_over_nothing_is_accepted() -> None:
    game = _busy_game()
    game.apply(Concede())

    assert game.state.winner == 1
    with pytest.raises(IllegalAction, match="The game is over"):
        game.apply(EndTurn())
