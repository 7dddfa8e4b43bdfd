"""Every decision a player could try to make at the table, enumerated from the visible position
and never from the engine's list of legal actions: for tests that hold the engine's list and
its refusals against what a player can attempt."""

from __future__ import annotations

from playmat.rules.actions import (
    Action,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
)
from playmat.rules.game import Game

#: A Pokémon id that is never in play.
NO_POKEMON = 10**6


def attempts(game: Game, player: int) -> list[Action]:
    """Each card of ``player``'s hand in every way a card is used, on every Pokémon in play
    (both sides') and on none; cards from the other zones the same ways; a retreat to every
    Pokémon; every Ability index of every Pokémon and every attack index of the Active, one past
    the last; ending the turn and conceding."""
    state = game.state
    pokemon = [p for side in state.players for p in side.in_play()]
    targets = [p.id for p in pokemon] + [NO_POKEMON]
    mine, theirs = state.players[player], state.players[1 - player]
    elsewhere = [zone[0] for zone in (mine.deck, mine.discard, mine.prizes, theirs.hand) if zone]
    found: list[Action] = []
    for uid in [*mine.hand, *elsewhere]:
        found += [PlayBasic(uid), PlayTrainer(uid)]
        for target in targets:
            found += [Evolve(uid, target), AttachEnergy(uid, target), PlayTrainer(uid, target)]
    found += [Retreat(target) for target in targets]
    for each in pokemon:
        abilities = len(state.top_card(each).abilities)
        found += [UseAbility(each.id, index) for index in range(abilities + 1)]
    found.append(UseAbility(NO_POKEMON, 0))
    attacks = len(state.top_card(mine.active).attacks) if mine.active else 0
    found += [Attack(index) for index in range(attacks + 2)]
    found += [EndTurn(), Concede()]
    return found
