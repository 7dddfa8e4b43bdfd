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
from playmat.i18n.message import CardName, Message, msg
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
from playmat.rules.chance import CHANCE_VERSION, LEGACY_CHANCE_VERSION, chance_for
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.ruleset import BURN_2023, STANDARD
from playmat.rules.state import Condition
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
    pending_choice,
    playing_on,
    position,
    refused,
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
            game.apply(rng.choice(playing_on(game, game.decider)))  # type: ignore[arg-type]
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
            game.apply(rng.choice(playing_on(game, game.decider)))  # type: ignore[arg-type]
        views.append(_view(game))

    for count in (0, 7, 23, 40):
        assert _view(game.replay(count)) == views[count]


def test_a_save_whose_decisions_do_not_replay_is_refused_with_a_reason() -> None:
    game = _random_game(6, 30)
    saved = game.to_save()
    saved["decisions"].insert(0, {"type": "attack", "attack": 0})  # not during setup

    with pytest.raises(PlaymatError) as raised:
        Game.from_save(saved, CARDS, SCRIPTS)

    error = raised.value.words
    assert (error.id, error["number"]) == ("error.save_replay", 1)
    # The reason is the refusal of that decision: during setup a question waits for an answer.
    reason = error["reason"]
    assert isinstance(reason, Message) and reason.id == "refusal.answer_first"


def test_a_save_naming_unknown_cards_is_refused_with_a_reason() -> None:
    saved = _random_game(6, 5).to_save()
    saved["decks"][0][0] = "xy99-999"

    with pytest.raises(PlaymatError) as raised:
        Game.from_save(saved, CARDS, SCRIPTS)

    error = raised.value.words
    assert error.id == "error.save_missing_card"
    assert "xy99-999" in str(error["card"])


def test_something_that_is_not_a_save_is_refused() -> None:
    with pytest.raises(PlaymatError) as raised:
        Game.from_save({"format": "chess"}, CARDS, SCRIPTS)

    assert raised.value.words == msg("error.save_format", format="chess")


# -- saves from before the game's own random streams ---------------------------------------------

#: A save written by Playmat before the seeded streams of ``playmat.rules.chance`` (commit
#: 72928fb): no "chance" key, the first two starter decks, seed 3 and the three setup answers
#: (go first, the third Basic Active, the first Basic onto the Bench). ``OLD_SETUP`` is what that
#: Playmat showed after them, read off its state by card id.
OLD_SAVE: dict[str, Any] = {
    "format": "playmat-game/1",
    "rules": STANDARD.to_dict(),
    "seed": 3,
    "decks": [[card.id for card in deck] for deck in DECKS[:2]],
    "position": None,
    "decisions": [
        {"type": "answer", "choices": [0]},
        {"type": "answer", "choices": [2]},
        {"type": "answer", "choices": [0]},
    ],
}
OLD_SETUP: dict[str, Any] = {
    "first_player": 0,
    "turn": 1,
    "hands": [
        ["sm1-116", "sm1-11", "sm1-107", "sm1-18", "sm1-164", "sm1-120"],
        ["sm1-169", "sm1-123", "sm1-135", "sm1-75", "sm1-116", "sm1-169"],
    ],
    "prizes": [
        ["sm1-164", "sm1-122", "sm1-9", "sm1-6", "sm1-164", "sm1-17"],
        ["sm1-69", "sm1-127", "sm1-169", "sm1-169", "sm1-111", "sm1-111"],
    ],
    "active": ["sm1-99", "sm1-67"],
    "bench": [["sm1-9"], []],
}


def _setup_facts(game: Game) -> dict[str, Any]:
    state = game.state

    def ids(uids: list[int]) -> list[str]:
        return [state.card(uid).id for uid in uids]

    players = state.players
    return {
        "first_player": state.first_player,
        "turn": state.turn,
        "hands": [ids(p.hand) for p in players],
        "prizes": [ids(p.prizes) for p in players],
        "active": [state.card(p.active.top).id if p.active else None for p in players],
        "bench": [[state.card(b.top).id for b in p.bench] for p in players],
    }


def test_a_save_without_a_chance_version_replays_with_the_legacy_generator() -> None:
    assert "chance" not in OLD_SAVE

    loaded = Game.from_save(json.loads(json.dumps(OLD_SAVE)), CARDS, SCRIPTS)

    assert loaded.chance.version == LEGACY_CHANCE_VERSION
    assert _setup_facts(loaded) == OLD_SETUP  # shuffled and flipped as it was played
    # The legacy generator is Python's own, used as before.
    cards, expected = list(range(60)), list(range(60))
    chance_for(3, LEGACY_CHANCE_VERSION).shuffle(cards)
    random.Random(3).shuffle(expected)
    assert cards == expected
    # Saved again, it keeps its version and loads to the same game.
    resaved = json.loads(json.dumps(loaded.to_save()))
    assert resaved["chance"] == LEGACY_CHANCE_VERSION
    assert _view(Game.from_save(resaved, CARDS, SCRIPTS)) == _view(loaded)
    # The same decisions with today's streams are another game.
    current = Game.from_save({**OLD_SAVE, "chance": CHANCE_VERSION}, CARDS, SCRIPTS)
    assert current.chance.version == CHANCE_VERSION
    assert _setup_facts(current) != OLD_SETUP


def test_an_old_save_that_names_a_card_in_hand_still_replays() -> None:
    # The same old game one decision further: its first player put card 20, the Bounsweet
    # (sm1-18) in their hand, onto the Bench; that Playmat then showed this.
    saved = {**OLD_SAVE, "decisions": [*OLD_SAVE["decisions"], {"type": "play_basic", "card": 20}]}

    loaded = Game.from_save(json.loads(json.dumps(saved)), CARDS, SCRIPTS)

    assert loaded.chance.version == LEGACY_CHANCE_VERSION
    assert _setup_facts(loaded)["bench"] == [["sm1-9", "sm1-18"], []]
    assert _setup_facts(loaded)["hands"][0] == [
        "sm1-116",
        "sm1-11",
        "sm1-107",
        "sm1-164",
        "sm1-120",
    ]


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


ROWLET_NAME = CardName(ROWLET, "Rowlet")

#: What is refused, and the refusal: its code and the arguments that say why.
REFUSED: list[tuple[str, Any, str, dict[str, Any]]] = [
    ("a card not in hand", lambda g: PlayBasic(10**6), "not_in_hand", {}),
    (
        "a Stage 2 onto a Basic",
        lambda g: Evolve(hand_card(g, 0, DECIDUEYE), active(g, 0).id),
        "evolves_from_other",
        {"evolves_from": "Dartrix", "target": ROWLET_NAME},
    ),
    (
        "a second Energy",
        lambda g: AttachEnergy(hand_card(g, 0, FIRE), active(g, 0).id),
        "energy_already_attached",
        {},
    ),
    (
        "an attack while Asleep",
        lambda g: Attack(0),
        "attack_condition",
        {"condition": Condition.ASLEEP.term},
    ),
    (
        "a retreat while Asleep",
        lambda g: Retreat(bench(g, 0).id),
        "retreat_condition",
        {"condition": Condition.ASLEEP.term},
    ),
    (
        "an Energy played as a Trainer",
        lambda g: PlayTrainer(hand_card(g, 0, FIRE)),
        "not_trainer",
        {"card": CardName(FIRE, "Fire Energy")},
    ),
    (
        "an Ability that isn't there",
        lambda g: UseAbility(active(g, 0).id, 0),
        "no_such_ability",
        {"pokemon": ROWLET_NAME},
    ),
    ("an answer with no question", lambda g: Answer((0,)), "no_question", {}),
    ("a manual tool that doesn't exist", lambda g: Manual("conjure"), "manual_unknown_tool", {}),
]


@pytest.mark.parametrize(("what", "make", "code", "args"), REFUSED, ids=[r[0] for r in REFUSED])
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(
    what: str, make: Any, code: str, args: dict[str, Any]
) -> None:
    game = _busy_game()
    action: Action = make(game)
    before = (_view(game), len(game.events), list(game.decisions), game.pending)

    reason = refused(game, action)
    assert reason.code == code
    assert dict(reason.args).items() >= args.items()

    assert (_view(game), len(game.events), list(game.decisions), game.pending) == before
    assert action not in game.legal_actions(0)


def test_EN_I_C_Energy_goes_only_onto_your_own_Pokemon() -> None:
    game = game_at(position(player1={"hand": [GRASS]}))
    action = AttachEnergy(hand_card(game, 0, GRASS), active(game, 1).id)
    before = _view(game)

    assert refused(game, action).code == "attach_choose_pokemon"

    assert _view(game) == before


def test_a_decision_by_the_player_who_is_not_deciding_is_refused() -> None:
    game = _busy_game()
    before = _view(game)

    for action in (EndTurn(), Concede(), PlayBasic(hand_card(game, 0, LITTEN))):
        assert refused(game, action, player=1).code == "not_your_decision"

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

    first = refused(game, EndTurn())
    assert first.code == "answer_first"
    assert dict(first.args) == {"prompt": pending_choice(game).prompt}
    assert refused(game, Answer((5,))).code == "answer_not_offered"

    assert _view(game) == before


def test_after_the_game_is_over_nothing_is_accepted() -> None:
    game = _busy_game()
    game.apply(Concede())

    assert game.state.winner == 1
    assert refused(game, EndTurn()).code == "game_over"
