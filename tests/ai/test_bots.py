"""The computer opponent: it beats a random player, makes the moves a player would expect in
plain positions, answers every choice legally, and decides without seeing hidden cards.

The full 200-game measurement is in ``tests/benchmarks/test_engine_benchmark.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from message_helpers import logged
from playmat.ai.bots import ComputerBot, RandomBot
from playmat.ai.view import BotView, HiddenCardError, missing_energy
from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.i18n.message import CardName, Seat, msg
from playmat.play.games import SCRIPTS, scripts_for
from playmat.play.selfplay import matchups, play_series, starter_decks, win_rate
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    EndTurn,
    Evolve,
    PlayTrainer,
    Retreat,
    UseAbility,
)
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.position import card_ids_in

GRASS = "sm1-164"
FIRE = "sm1-165"
WATER = "sm1-166"


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return {card.id: card for card in starter_cards()}


def _position(player1: dict[str, Any], player2: dict[str, Any]) -> dict[str, Any]:
    """Player 1's third turn, with enough deck that nobody decks out."""
    base = {"deck": [f"{GRASS} x20"], "prizes": [f"{GRASS} x6"]}
    return {"turn": 3, "current": 1, "player1": base | player1, "player2": base | player2}


def _turn(game: Game, bot: ComputerBot) -> list[Action]:
    """The decisions ``bot`` makes for player 1 until its turn ends."""
    made = []
    while not game.over and game.decider == 0 and game.state.turn == 3:
        action = bot.choose(game, 0)
        made.append(action)
        game.apply(action, 0)
        if isinstance(action, Attack | EndTurn):
            break
    assert bot.errors == []
    return made


def test_computer_beats_random_in_every_pairing_and_seat() -> None:
    decks = starter_decks()
    games = matchups(36, 5000, list(decks), ("computer", "random"))
    assert len({(m.deck_names, m.bot_names) for m in games}) == 9 * 2

    series = play_series(games, decks, check=False, replay_check=False)

    assert win_rate(series, "computer") >= 0.9
    assert all(not r.bot_errors for r in series.results)


def test_energy_goes_to_the_active_and_the_attack_uses_weakness(cards: dict[str, Card]) -> None:
    # Rowlet has 1 Grass for Leafage (G+C); Popplio is weak to Grass: 20 x 2 = its 40 HP left.
    position = _position(
        {
            "active": {"card": "sm1-9", "energy": [GRASS]},
            "bench": [{"card": "sm1-6"}],
            "hand": [GRASS],
        },
        {"active": {"card": "sm1-39", "damage": 30}},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    rowlet, pinsir = game.state.players[0].active, game.state.players[0].bench[0]
    assert rowlet is not None

    made = _turn(game, ComputerBot())

    assert [type(a) for a in made] == [AttachEnergy, Attack]
    assert made[0] == AttachEnergy(made[0].card, rowlet.id)  # type: ignore[attr-defined]
    assert made[1] == Attack(1)  # Leafage, not Tackle
    # Popplio, player 2's Active, is Knocked Out.
    knocked_out = logged(game, "knock_out", viewer=0, owner=Seat(1))
    assert [m["target"] for m in knocked_out] == [
        msg("ref.pokemon", owner=Seat(1), card=CardName("sm1-39", cards["sm1-39"].name))
    ]
    assert not pinsir.energy


def test_a_badly_hurt_active_retreats_for_a_benched_attacker(cards: dict[str, Card]) -> None:
    # EN I-A-03: Rowlet (10 HP left) pays its Retreat Cost of 1; Pinsir can Guillotine at once.
    position = _position(
        {
            "active": {"card": "sm1-9", "energy": [GRASS], "damage": 50},
            "bench": [{"card": "sm1-6", "energy": [f"{GRASS} x2"]}],
        },
        {"active": {"card": "sm1-24", "energy": [f"{FIRE} x2"]}},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    pinsir = game.state.players[0].bench[0]

    made = _turn(game, ComputerBot())

    assert made[0] == Retreat(pinsir.id)
    assert made[-1] == Attack(1)  # Guillotine
    assert game.state.players[0].active is pinsir


def test_potion_heals_the_damaged_active(cards: dict[str, Card]) -> None:
    position = _position(
        {"active": {"card": "sm1-6", "damage": 60}, "hand": ["sm1-127"]},
        {"active": {"card": "sm1-24"}},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    potion = game.state.players[0].hand[0]

    made = _turn(game, ComputerBot())

    assert made[0] == PlayTrainer(potion)
    active = game.state.players[0].active
    assert active is not None and active.damage == 30


@pytest.mark.parametrize(("deck", "plays_hau"), [(20, True), (5, False)])
def test_draws_with_a_supporter_unless_the_deck_is_nearly_out(
    cards: dict[str, Card], deck: int, plays_hau: bool
) -> None:
    # a player who can't draw at the start of their turn loses; don't draw the deck out.
    position = _position(
        {"active": {"card": "sm1-6"}, "hand": ["sm1-120"], "deck": [f"{GRASS} x{deck}"]},
        {"active": {"card": "sm1-24"}},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    hau = game.state.players[0].hand[0]

    made = _turn(game, ComputerBot())

    assert (PlayTrainer(hau) in made) is plays_hau


def test_promotes_the_benched_pokemon_that_can_attack(cards: dict[str, Card]) -> None:
    # Pinsir's Guillotine Knocks Out Rowlet; player 2 must choose a new Active (EN I-E).
    position = _position(
        {"active": {"card": "sm1-6", "energy": [f"{GRASS} x2"]}},
        {
            "active": {"card": "sm1-9", "damage": 20},
            "bench": [{"card": "sm1-36"}, {"card": "sm1-39", "energy": [WATER]}],
        },
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    popplio = game.state.players[1].bench[1]
    game.apply(Attack(1), 0)  # player 1 Knocks Out Rowlet and takes a Prize
    game.apply(Answer((0,)), 0)
    assert isinstance(game.pending, Choice) and game.pending.purpose == "promote"

    bot = ComputerBot()
    game.apply(bot.choose(game, 1), 1)

    assert game.state.players[1].active is popplio
    assert bot.errors == []


def test_the_view_refuses_hidden_cards(cards: dict[str, Card]) -> None:
    position = _position(
        {"active": {"card": "sm1-6"}, "hand": ["sm1-127"]},
        {"active": {"card": "sm1-24"}, "hand": ["sm1-120"]},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    view = BotView(game, 0, cards)

    assert view.card(game.state.players[0].hand[0]).name == "Potion"
    for hidden in (
        game.state.players[1].hand[0],
        game.state.players[1].deck[0],
        game.state.players[0].deck[0],
        game.state.players[0].prizes[0],
    ):
        with pytest.raises(HiddenCardError):
            view.card(hidden)


def _shuffle_hidden(game: Game, rng: random.Random) -> None:
    """Swap the cards a player can't see among the hidden zones, keeping each zone's size:
    the opponent's hand, deck and Prizes, and the player's own deck and Prizes."""
    state = game.state
    zones = [
        state.players[1].hand,
        state.players[1].deck,
        state.players[1].prizes,
        state.players[0].deck,
        state.players[0].prizes,
    ]
    if isinstance(game.pending, Choice):
        # The cards a pending choice shows are seen by the chooser; leave its zones alone.
        shown = set(game.pending.shown_cards) | {o.card for o in game.pending.options}
        zones = [z for z in zones if not shown & set(z)]
    if state.players[0].known_prizes:
        zones = [z for z in zones if z is not state.players[0].prizes]
    pool = [uid for zone in zones for uid in zone]
    rng.shuffle(pool)
    for zone in zones:
        size = len(zone)
        zone[:], pool = pool[:size], pool[size:]


def test_decisions_do_not_depend_on_hidden_cards() -> None:
    decks = starter_decks()
    names = list(decks)
    rng = random.Random(7)
    compared = 0
    for seed in range(3):
        game = Game((decks[names[seed]], decks[names[(seed + 1) % 3]]), seed, scripts=SCRIPTS)
        opponent = RandomBot(seed)
        while not game.over:
            player = game.decider
            assert player is not None
            if player == 1:
                game.apply(opponent.choose(game, 1), 1)
                continue
            decision = ComputerBot(seed).choose(game, 0)
            if len(game.decisions) % 3 == 0:
                twin = game.replay()
                _shuffle_hidden(twin, rng)
                assert ComputerBot(seed).choose(twin, 0) == decision
                compared += 1
            game.apply(decision, 0)
    assert compared >= 30


def test_missing_energy_counts_typed_symbols_first() -> None:
    from playmat.cards.model import EnergyType as E

    grass, fire = frozenset({E.GRASS}), frozenset({E.FIRE})
    assert missing_energy((E.GRASS, E.COLORLESS), [fire]) == 1
    assert missing_energy((E.GRASS, E.COLORLESS), [fire, fire]) == 1
    assert missing_energy((E.GRASS, E.COLORLESS), [fire, grass]) == 0
    assert missing_energy((E.GRASS, E.GRASS, E.COLORLESS), []) == 3


@pytest.mark.parametrize(
    ("hand", "expected"),
    [([], 0), ([WATER], 60), ([WATER, WATER, WATER], 120), (["sm1-167"], 0)],
)
def test_double_jet_is_worth_the_water_energy_in_hand(
    cards: dict[str, Card], hand: list[str], expected: int
) -> None:
    # Golduck's Double Jet: 60 for each Water Energy discarded from the hand, up to 2 (B-02).
    position = _position(
        {"active": {"card": "sm1-29", "energy": [WATER]}, "hand": hand},
        {"active": {"card": "sm1-24"}},
    )
    view = BotView(Game.from_position(position, cards, scripts=SCRIPTS), 0, cards)
    active = view.my_active()
    assert active is not None

    assert view.expected_base(view.top(active), 1, active) == expected


def test_coin_attacks_are_worth_their_average(cards: dict[str, Card]) -> None:
    # Darkest Lariat: 2 coins, 100 for each heads: 100 on average.
    position = _position({"active": {"card": "sm1-26"}}, {"active": {"card": "sm1-24"}})
    view = BotView(Game.from_position(position, cards, scripts=SCRIPTS), 0, cards)
    active = view.my_active()
    assert active is not None

    assert view.expected_base(view.top(active), 1, active) == 100


@pytest.mark.parametrize("passimian_energy", [1, 0])
def test_a_weak_active_makes_way_for_a_stronger_benched_attacker(
    cards: dict[str, Card], passimian_energy: int
) -> None:
    # Passimian's Team Play does 10; Palossand, powered up on the Bench, does 50. With no
    # Energy for the Retreat Cost of 1, the turn's Energy goes to Passimian to pay it (I-A-03).
    fighting = "sm1-169"
    position = _position(
        {
            "active": {"card": "sm1-73", "energy": [fighting] * passimian_energy},
            "bench": [{"card": "sm1-75", "evolved_from": ["sm1-74"], "energy": [f"{fighting} x4"]}],
            "hand": [fighting] * (1 - passimian_energy),
        },
        {"active": {"card": "sm1-24"}},
    )
    game = Game.from_position(position, cards, scripts=SCRIPTS)
    passimian, palossand = game.state.players[0].active, game.state.players[0].bench[0]
    assert passimian is not None

    made = _turn(game, ComputerBot())

    if not passimian_energy:
        assert made[0] == AttachEnergy(made[0].card, passimian.id)  # type: ignore[attr-defined]
    assert Retreat(palossand.id) in made
    assert made[-1] == Attack(0)  # Absorb Vitality


def test_a_tool_that_protects_goes_on_the_active_and_a_harmful_stadium_stays_in_hand(
    pool: dict[str, Card],
) -> None:
    # Big Charm (+30 HP while attached, EN I-B-01) helps; Gravity Mountain (-30 HP for every
    # Stage 2 Pokémon in play, EN I-B-03) would only hurt the player's own Stage 2 Decidueye.
    cards = {**pool, **{card.id: card for card in starter_cards()}}
    position = _position(
        {
            "active": {"card": "sm1-11", "evolved_from": ["sm1-9", "sm1-10"]},
            "bench": [{"card": "sm1-24"}],
            "hand": ["swsh1-158", "sv8-177"],
        },
        {"active": {"card": "sm1-24"}},
    )
    scripts = scripts_for(cards[i] for i in card_ids_in(position))
    game = Game.from_position(position, cards, scripts=scripts)
    charm, mountain = game.state.players[0].hand
    decidueye = game.state.players[0].active
    assert decidueye is not None

    made = _turn(game, ComputerBot())

    assert PlayTrainer(charm, decidueye.id) in made
    assert not any(isinstance(a, PlayTrainer) and a.card == mountain for a in made)
    assert game.max_hp(decidueye) == 170


def test_an_ability_usable_as_often_as_you_like_is_used_once_a_turn(
    pool: dict[str, Card],
) -> None:
    # Dark Dragonite's Dark Trance moves a Darkness Energy "as often as you like during your
    # turn": the computer uses it once, then goes on with its turn (it used to loop forever).
    cards = {**pool, **{card.id: card for card in starter_cards()}}
    position = _position(
        {
            "active": {"card": "ex7-15", "energy": ["sve-7 x2"]},
            "bench": [{"card": "sm1-24", "energy": ["sve-7"]}],
        },
        {"active": {"card": "sm1-24"}},
    )
    scripts = scripts_for(cards[i] for i in card_ids_in(position))
    game = Game.from_position(position, cards, scripts=scripts)

    bot, made = ComputerBot(), []
    while game.decider == 0 and game.state.turn == 3 and len(made) < 50:
        made.append(bot.choose(game, 0))
        game.apply(made[-1], 0)
        if isinstance(made[-1], Attack | EndTurn):
            break

    assert sum(isinstance(action, UseAbility) for action in made) == 1
    assert isinstance(made[-1], Attack | EndTurn)


def test_mega_evolution_that_ends_the_turn_comes_after_the_energy(pool: dict[str, Card]) -> None:
    """Mega Evolution rule (card rule text): becoming M Gengar-EX ends the turn, so the energy
    is attached first and the evolution is the turn's last move (the Paralyzed Gengar-EX
    can't attack this turn)."""
    position = _position(
        {"active": {"card": "xy4-34", "conditions": ["Paralyzed"]}, "hand": ["xy4-35", WATER]},
        {"active": {"card": "sm1-33"}},
    )
    cards = {card_id: pool[card_id] for card_id in card_ids_in(position)}
    game = Game.from_position(position, cards, scripts=scripts_for(cards.values()))

    made = _turn(game, ComputerBot())

    assert [type(a) for a in made] == [AttachEnergy, Evolve]
    assert game.state.turn == 4
    assert game.state.top_card(game.state.players[0].active).name == "M Gengar-EX"  # type: ignore[arg-type]


def test_a_break_pokemon_attacks_with_the_attack_it_keeps(pool: dict[str, Card]) -> None:
    """BREAK Evolution rule (card rule text): Golduck BREAK uses Golduck's Hydro Splash."""
    position = _position(
        {
            "active": {
                "card": "xy9-18",
                "evolved_from": ["xy9-16", "xy9-17"],
                "energy": [f"{WATER} x3"],
            }
        },
        {"active": {"card": "sm1-41", "evolved_from": ["sm1-39", "sm1-40"]}},
    )
    cards = {card_id: pool[card_id] for card_id in card_ids_in(position)}
    game = Game.from_position(position, cards, scripts=scripts_for(cards.values()))

    made = _turn(game, ComputerBot())

    assert made[-1] == Attack(1)
    assert game.state.players[1].active is not None
    assert game.state.players[1].active.damage == 70
