"""Facts that hold in every reachable game state, whatever the players do.

Self-play checks them after every decision (ENGINEERING.md: random self-play with invariants);
a broken one is an engine bug, reported with the seed and the decision that broke it.
:func:`check_invariants` is cheap enough to run after every action; :func:`check_replay`
rebuilds the game from its save and is meant for the end of a game or every N decisions.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Mapping

from playmat.cards.model import Card
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.scripting import AwaitAction
from playmat.rules.state import GameState, Phase


def check_invariants(game: Game) -> list[str]:
    """Every problem with the game's current state (empty when all is well)."""
    problems = _card_places(game)
    problems += _pokemon_in_play(game)
    problems += _prizes_and_bench(game)
    problems += _flow(game)
    if not game.always_on_kept_right():
        problems.append("the always-on effects kept are not those of the cards in play")
    return problems


def _zones(state: GameState) -> Iterator[tuple[str, int, list[int]]]:
    """Every place a card can be: (zone name, owner of the zone or -1, the cards)."""
    for player in state.players:
        index = player.index
        yield "deck", index, player.deck
        yield "hand", index, player.hand
        yield "discard", index, player.discard
        yield "prizes", index, player.prizes
        yield "lost zone", index, player.lost_zone
        for pokemon in player.in_play():
            yield f"Pokémon {pokemon.id}", index, pokemon.all_cards()
    yield "stadium", -1, state.stadium
    yield "resolving", -1, state.resolving


def _card_places(game: Game) -> list[str]:
    """Each card is in exactly one place, and the owner's deck, hand, discard pile, Prizes and
    Lost Zone hold only the owner's cards (EN II-C-01: a card goes to its owner's discard)."""
    state = game.state
    zones = list(_zones(state))
    everywhere = [uid for _, _, cards in zones for uid in cards]
    owners = state.owners
    sound = (
        len(everywhere) == len(state.cards)
        and state.cards.keys() == set(everywhere)
        and all(
            owners[uid] == p.index
            for p in state.players
            for uid in (*p.deck, *p.hand, *p.discard, *p.prizes, *p.lost_zone)
        )
    )
    return [] if sound else _describe_card_places(state, zones)


def _describe_card_places(state: GameState, zones: list[tuple[str, int, list[int]]]) -> list[str]:
    """What is wrong with the places of the cards (the slow, wordy path)."""
    problems = []
    where: dict[int, list[str]] = {}
    for zone, owner, cards in zones:
        for uid in cards:
            where.setdefault(uid, []).append(
                f"{zone} of player {owner + 1}" if owner >= 0 else zone
            )
            if uid not in state.cards:
                problems.append(f"unknown card {uid} in {zone}")
            elif owner >= 0 and not zone.startswith("Pokémon") and state.owners[uid] != owner:
                problems.append(
                    f"card {uid} ({state.cards[uid].name}) of player {state.owners[uid] + 1} "
                    f"is in the {zone} of player {owner + 1}"
                )
    for uid, card in state.cards.items():
        places = where.get(uid, [])
        if not places:
            problems.append(f"card {uid} ({card.name}) is nowhere")
        elif len(places) > 1:
            problems.append(f"card {uid} ({card.name}) is in {len(places)} places: {places}")
    return problems


def _pokemon_in_play(game: Game) -> list[str]:
    state = game.state
    problems = []
    ids = [p.id for player in state.players for p in player.in_play()]
    if len(set(ids)) != len(ids):
        problems += [
            f"two Pokémon in play share the id {i}" for i, n in Counter(ids).items() if n > 1
        ]
    awaiting_action = isinstance(game.pending, AwaitAction)
    for player in state.players:
        for pokemon in player.in_play():
            label = f"Pokémon {pokemon.id} of player {player.index + 1}"
            if not pokemon.stack:
                problems.append(f"{label} has no card")
                continue
            card = state.cards.get(pokemon.top)
            if card is None or not card.is_pokemon:
                problems.append(f"{label}: its top card is not a Pokémon")
                continue
            label = f"{label} ({card.name})"
            if pokemon.owner != player.index:
                problems.append(f"{label} says it belongs to player {pokemon.owner + 1}")
            if pokemon.damage < 0:
                problems.append(f"{label} has negative damage {pokemon.damage}")
            if pokemon.damage % 10:
                problems.append(f"{label} has damage {pokemon.damage}, not whole counters")
            if awaiting_action and (pokemon.knocked_out or pokemon.damage >= game.max_hp(pokemon)):
                # the Knock Out check runs after every action.
                problems.append(f"{label} has no HP left but was not Knocked Out")
            if pokemon.conditions and pokemon is not player.active:
                # Special Conditions exist only on the Active Pokémon.
                problems.append(f"{label} is on the Bench with {sorted(pokemon.conditions)}")
            for uid in pokemon.energy:
                if uid in state.cards and not state.cards[uid].is_energy:
                    problems.append(f"{label} has {state.cards[uid].name} attached as Energy")
    return problems


def _prizes_and_bench(game: Game) -> list[str]:
    """R-5: at most 5 on the Bench; Prizes never exceed the rule set's count (R-14)."""
    state = game.state
    problems = []
    for player in state.players:
        who = f"player {player.index + 1}"
        if len(player.bench) > game.rules.bench_size:
            problems.append(f"{who} has {len(player.bench)} Benched Pokémon")
        if len(player.prizes) > game.starting_rules.prize_cards:
            problems.append(f"{who} has {len(player.prizes)} Prize cards")
        if not player.known_prizes <= set(player.prizes):
            problems.append(f"{who} knows Prize cards that are not among their Prizes")
    if len(state.stadium) > 1:
        problems.append(f"{len(state.stadium)} Stadium cards are in play")
    return problems


def _flow(game: Game) -> list[str]:
    """The game waits for exactly one decision until it is over; a turn has both Active
    Pokémon and nothing half-played (EN I-E: a player without an Active Pokémon has lost)."""
    state = game.state
    pending = game.pending
    problems = []
    if game.over:
        if pending is not None:
            problems.append("the game is over but still waits for a decision")
        if state.winner not in (0, 1, -1):
            problems.append(f"the game ended with winner {state.winner!r}")
        return problems
    if pending is None:
        problems.append("the game is not over but waits for no decision")
        return problems
    if not isinstance(pending, Choice | AwaitAction):
        problems.append(f"the game waits for something unknown: {pending!r}")
    if isinstance(pending, AwaitAction):
        if state.phase is not Phase.TURN:
            problems.append(f"an action is awaited in phase {state.phase.value}")
        if pending.player != state.current:
            problems.append(
                f"player {pending.player + 1} acts in player {state.current + 1}'s turn"
            )
        for player in state.players:
            if player.active is None:
                problems.append(f"player {player.index + 1} has no Active Pokémon during a turn")
        if state.resolving:
            problems.append(f"cards {state.resolving} are still resolving between actions")
    return problems


def check_replay(game: Game, cards: Mapping[str, Card] | None = None) -> list[str]:
    """A saved game, as JSON, loads and replays to what both players saw: the same
    observations and the same log (ENGINEERING.md: a game is a pure function of its log)."""
    if cards is None:
        cards = {card.id: card for deck in game.decks for card in deck}
    data = json.loads(json.dumps(game.to_save()))
    try:
        copy = Game.from_save(data, cards, game.scripts)
    except Exception as error:
        return [f"the saved game does not load: {error}"]
    problems = []
    for player in (0, 1):
        if copy.observation(player) != game.observation(player):
            problems.append(f"the replayed game looks different to player {player + 1}")
        if copy.log_for(player) != game.log_for(player):
            problems.append(f"the replayed game has a different log for player {player + 1}")
    return problems
