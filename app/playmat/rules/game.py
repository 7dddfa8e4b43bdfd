"""The game: the one object every player, view, bot and test drives.

A game is fully determined by (rule set, both decks, seed, the list of decisions made): save,
load, replay, undo and resync all come from that log. The game owns its random streams
(:mod:`playmat.rules.chance`); shuffles and coin flips come only from them.

The whole game runs as one generator (:func:`playmat.rules.turn.play_game`). It stops whenever it
needs a decision: an action from the player whose turn it is (:class:`AwaitAction`) or the answer
to a :class:`~playmat.rules.choices.Choice`. :meth:`Game.apply` checks a decision completely
before it sends it in, so a rejected decision changes nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass
from typing import Any

from playmat.cards.model import Attack, Card, EnergyType
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, Seat, msg
from playmat.rules import legality
from playmat.rules.actions import Action, Answer, Concede
from playmat.rules.always_on import AlwaysOnEffect, Holder, Sourced, in_play_effects
from playmat.rules.chance import CHANCE_VERSION, Chance, chance_for
from playmat.rules.choices import Choice
from playmat.rules.conditions import recover_immune
from playmat.rules.energy import Unit, changed_costs, provided_units
from playmat.rules.events import Event, event
from playmat.rules.legal_actions import LegalActions
from playmat.rules.modifiers import Modifier, ModifierKind
from playmat.rules.observation import Alike, CardView, Observation, observe
from playmat.rules.outcome import GameOver
from playmat.rules.position import build_state
from playmat.rules.records import SAVE_FORMAT, UID_VERSION, GameRecord, read_game_record
from playmat.rules.refusals import IllegalAction, Refusal, refusal
from playmat.rules.ruleset import STANDARD, RuleSet
from playmat.rules.scripting import AbilityKind, AwaitAction, CardScript, ScriptSource
from playmat.rules.state import GameState, InPlay, Phase, PlayerState, copy_state
from playmat.rules.triggers import triggered_cards
from playmat.rules.turn import play_game
from playmat.rules.wire import DecodeError, decode_action, encode, reads_back

_HP = frozenset({ModifierKind.HP})
_RETREAT_COST = frozenset({ModifierKind.RETREAT_COST, ModifierKind.NO_RETREAT_COST})
_PROVIDES = frozenset({ModifierKind.PROVIDES})
_ATTACK_COSTS = frozenset({ModifierKind.ATTACK_COST, ModifierKind.ATTACK_COST_ANY})


class Game:
    """One game. ``scripts`` is where the engine finds the automated text of cards (the effect
    library's registry, injected by the layer that makes games), so the rules never depend on a
    particular card."""

    def __init__(
        self,
        decks: tuple[Sequence[Card], Sequence[Card]],
        seed: int,
        rules: RuleSet = STANDARD,
        *,
        scripts: ScriptSource,
        start: GameState | None = None,
        chance_version: int = CHANCE_VERSION,
        uid_version: int = UID_VERSION,
        chance: Chance | None = None,
    ) -> None:
        """``chance`` replaces the seed's own streams (a test that stacks a deck or forces the
        first coin, which is flipped as the game is made); such a game replays only with it."""
        self.rules = rules
        #: The rule set the game began with (Sudden Death changes ``rules``' Prize count).
        self.starting_rules = rules
        self.seed = seed
        self.decks = (list(decks[0]), list(decks[1]))
        self.scripts = scripts
        #: The scripts asked for so far, by card id (the rules ask many times a decision).
        self._script_by_id: dict[str, CardScript | None] = {}
        self._always_on = _always_on_by_card(self.decks, scripts)
        #: The cards whose text each trigger may set off (a fact of the game's cards).
        self.triggered_cards = triggered_cards(
            {card.id: card for deck in self.decks for card in deck}.values(), scripts
        )
        #: The kinds of modifier those effects give (a fact of the game's cards).
        self._always_on_kinds = frozenset(
            found.effect.kind for effects in self._always_on.values() for found in effects
        )
        #: Whether a card of this game changes HP while in play (else HP is printed HP, D-15,
        #: changed only by effects a Pokémon received).
        self.hp_changed_by_cards = ModifierKind.HP in self._always_on_kinds
        #: :meth:`cards_give`'s answers, by set of kinds.
        self._from_cards: dict[frozenset[ModifierKind] | None, bool] = {}
        #: The always-on effects in play, worked out again whenever the log has grown: every
        #: change of the cards in play (and of where they are) is logged.
        self._in_play_cache: tuple[int, int, list[tuple[Holder, AlwaysOnEffect]]] | None = None
        #: The effects in play that work now (:meth:`_in_play_effects`) and the Pokémon that
        #: have Abilities or Tools taken away, kept with the cache above.
        self._working: list[tuple[Holder, AlwaysOnEffect]] = []
        self._locks: dict[int, list[Modifier]] = {}
        self.chance = chance if chance is not None else chance_for(seed, chance_version)
        self.decisions: list[Action] = []
        self.events: list[Event] = []
        self.pending: Choice | AwaitAction | None = None
        #: The legal actions listed for the decision awaited now (:meth:`_was_offered`).
        self._offered: LegalActions | None = None
        self.state = start if start is not None else _initial_state(self.decks)
        self.state.renews_uids = uid_version >= 1
        self.sudden_deaths = 0
        #: A hand-written starting position (scenarios, bug reports), kept for saving.
        self.position: dict[str, Any] | None = None
        #: The face-up views of cards observations are made of, by handle (each is made once;
        #: shared with copies of the game, a view is checked against the card under it).
        self.card_views: dict[int, CardView] = {}
        #: Where a copy can restart the flow from, newest last (:meth:`clone`, :meth:`rewind`).
        self._snapshots = [self._snapshot(mid_turn=start is not None)]
        #: Whether a snapshot is taken at the start of each turn (:meth:`keep_snapshots`).
        self._snapshot_turns = False
        self._flow = play_game(self, mid_turn=start is not None)
        self._advance(None)

    @classmethod
    def from_position(
        cls,
        position: Mapping[str, Any],
        cards: Mapping[str, Card],
        seed: int = 0,
        rules: RuleSet = STANDARD,
        *,
        scripts: ScriptSource,
        chance_version: int = CHANCE_VERSION,
        uid_version: int = UID_VERSION,
    ) -> Game:
        """A game that starts in the middle of a turn, at a hand-written position
        (:mod:`playmat.rules.position`)."""
        state = build_state(position, cards)
        decks = tuple(
            [state.cards[uid] for uid in sorted(state.cards) if state.owners[uid] == owner]
            for owner in (0, 1)
        )
        game = cls(
            (decks[0], decks[1]),
            seed,
            rules,
            scripts=scripts,
            start=state,
            chance_version=chance_version,
            uid_version=uid_version,
        )
        game.position = dict(position)
        return game

    # -- driving the game ----------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.winner is not None

    @property
    def decider(self) -> int | None:
        """The player whose decision the game waits for."""
        return None if self.pending is None else self.pending.player

    def legal_actions(self, player: int) -> Sequence[Action]:
        """Every legal decision ``player`` can make now (manual tools aside); conceding is
        always one of them, the last. The actions of a turn are made as they are read
        (:class:`LegalActions`)."""
        if self.over or self.decider != player:
            return []
        if isinstance(self.pending, Choice):
            return [*(Answer(a) for a in self.pending.answers()), Concede()]
        self._offered = legality.candidate_actions(self, player, ((Concede, (), None),))
        return self._offered

    def why_illegal(self, action: Action, player: int | None = None) -> Refusal | None:
        """Why ``action`` can't be done now, or ``None`` if it can."""
        if self.over:
            return refusal("game_over")
        if player is not None and player != self.decider:
            return refusal("not_your_decision")
        malformed = _malformed(action)
        if malformed is not None or isinstance(action, Concede):
            return malformed
        if isinstance(self.pending, Choice):
            if not isinstance(action, Answer):
                return refusal("answer_first", prompt=self.pending.prompt)
            return self.pending.check(action.choices)
        if isinstance(action, Answer):
            return refusal("no_question")
        return legality.why_illegal(self, action)

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Perform ``action`` and return the events it caused, or raise :class:`IllegalAction`
        with the reason (nothing changes then)."""
        if not self._was_offered(action, player):
            reason = self.why_illegal(action, player)
            if reason is not None:
                raise IllegalAction(reason)
        first_new = len(self.events)
        self.decisions.append(action)
        if isinstance(action, Concede):
            self._concede()
        else:
            self._advance(action.choices if isinstance(action, Answer) else action)
            if self._always_on and self.state.phase is not Phase.OVER:
                recover_immune(self)
        return self.events[first_new:]

    def _was_offered(self, action: Action, player: int | None) -> bool:
        """Is ``action`` one of the objects :meth:`legal_actions` listed for this very decision?
        Then it was checked as the list was made, and isn't checked again."""
        if player is not None and player != self.decider:
            return False
        return self._offered is not None and self._offered.was_read(action)

    def _concede(self) -> None:
        """The player who decides now gives up: at any decision, a question pending or not."""
        assert self.pending is not None
        loser = self.pending.player
        with contextlib.suppress(GameOver):
            self.finish(1 - loser, msg("end.conceded", loser=Seat(loser), winner=Seat(1 - loser)))
        self._flow.close()
        self.pending = None

    def _advance(self, value: object) -> None:
        self._offered = None
        try:
            self.pending = self._flow.send(value)
        except StopIteration:
            self.pending = None
            return
        if (
            self._snapshot_turns
            and type(self.pending) is AwaitAction
            and self._snapshots[-1].turn != (self.sudden_deaths, self.state.turn)
        ):
            self._snapshots.append(self._snapshot(mid_turn=True))

    # -- copying -------------------------------------------------------------------------------

    def keep_snapshots(self) -> None:
        """From now on, keep a snapshot of the game at the start of each turn, from which
        :meth:`clone` and :meth:`rewind` replay only that turn's decisions. A game that is
        cloned or rewound starts keeping them by itself; a game no one copies (self-play, a
        copy played out by a search) doesn't pay for them."""
        self._snapshot_turns = True

    def clone(self) -> Game:
        """A copy of the game as it is now, which then plays on by itself: the same decisions
        make it do exactly what this game would. Between actions the state is copied; while a
        choice is pending (a card's text, a procedure, half done), the copy restarts from the
        newest snapshot (the start of the turn, once the game keeps them) and replays the
        decisions since, because a half-done procedure is code under way, which can't be
        copied. The copy keeps no snapshots of its own until it is copied in turn."""
        self.keep_snapshots()
        if isinstance(self.pending, Choice):
            if not self._snapshots:
                raise ValueError("a copy that forgot its history can't be cloned mid-choice")
            return self._replay_from(self._snapshots[-1], len(self.decisions), keep_history=False)
        copy = self._copy(
            copy_state(self.state),
            deepcopy(self.chance),
            len(self.events),
            len(self.decisions),
            [self._snapshots[-1]],
        )
        if self.pending is not None:
            copy._flow = play_game(copy, mid_turn=True)
            copy._advance(None)
        return copy

    def forget_history(self) -> None:
        """Keep no snapshot from before now, so that no copy of this game replays the past
        (a copy whose hidden cards were dealt again, :mod:`playmat.rules.determinize`, must
        not replay the game's true cards). While a choice is pending it can't be cloned then."""
        pending_choice = isinstance(self.pending, Choice)
        self._snapshots = [] if pending_choice else [self._snapshot(mid_turn=True)]

    def rewind(self, decisions: int) -> Game:
        """A copy of the game as it was after its first ``decisions`` decisions (undo): it
        starts from the newest turn start at or before then and replays the rest."""
        self.keep_snapshots()
        snapshot = next(s for s in reversed(self._snapshots) if s.decisions <= decisions)
        return self._replay_from(snapshot, decisions, keep_history=True)

    def _replay_from(self, snapshot: _Snapshot, decisions: int, *, keep_history: bool) -> Game:
        kept = [s for s in self._snapshots if s.decisions <= snapshot.decisions]
        copy = self._copy(
            copy_state(snapshot.state),
            deepcopy(snapshot.chance),
            snapshot.events,
            snapshot.decisions,
            kept if keep_history else [snapshot],
        )
        copy.rules = snapshot.rules
        copy.sudden_deaths = snapshot.turn[0]
        copy._snapshot_turns = keep_history
        copy._flow = play_game(copy, mid_turn=snapshot.mid_turn)
        copy._advance(None)
        for action in self.decisions[snapshot.decisions : decisions]:
            copy.decisions.append(action)
            copy._advance(action.choices if isinstance(action, Answer) else action)
        return copy

    def _copy(
        self,
        state: GameState,
        chance: Chance,
        events: int,
        decisions: int,
        snapshots: list[_Snapshot],
    ) -> Game:
        """This game's attributes with its own state, random streams, first ``events`` events
        and ``decisions`` decisions, and no flow yet (the caller starts one)."""
        copy = object.__new__(Game)
        copy.__dict__ = self.__dict__.copy()
        copy.state = state
        copy.chance = chance
        copy.events = self.events[:events]
        copy.decisions = self.decisions[:decisions]
        copy._snapshots = snapshots
        copy._snapshot_turns = False
        copy._offered = None
        copy._in_play_cache = None
        copy.card_views = dict(self.card_views)
        return copy

    def _snapshot(self, mid_turn: bool) -> _Snapshot:
        return _Snapshot(
            copy_state(self.state),
            deepcopy(self.chance),
            self.rules,
            (self.sudden_deaths, self.state.turn),
            len(self.events),
            len(self.decisions),
            mid_turn,
        )

    # -- services for procedures and effects ---------------------------------------------------

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def flip_coin(self, player: int, why: Message) -> bool:
        """Flip a coin from the game's coin stream; returns True for heads. ``why`` says what
        for, in the log and on the table."""
        heads = self.chance.coin()
        self.emit(event("coin", player=Seat(player), heads=heads, why=why))
        return heads

    def shuffle(self, cards: list[int]) -> None:
        """Shuffle with the game's shuffle stream only (E-18)."""
        self.chance.shuffle(cards)

    def finish(self, winner: int, reason: Message) -> None:
        """Record the result; the flow then stops at the next opportunity (P-16)."""
        self.state.winner = winner
        self.state.end_reason = reason
        self.state.phase = Phase.OVER
        self.emit(event("game_over", winner=winner, reason=reason))
        raise GameOver

    def script(self, uid: int) -> CardScript | None:
        card_id = self.state.cards[uid].id
        try:
            return self._script_by_id[card_id]
        except KeyError:
            found = self._script_by_id[card_id] = self.scripts.script(card_id)
            return found

    def always_on_of(self, uid: int) -> Sequence[Sourced]:
        """The always-on effects of the card ``uid`` (:mod:`playmat.rules.always_on`)."""
        return self._always_on.get(self.state.cards[uid].id, ())

    def cards_give(self, kinds: frozenset[ModifierKind] | None) -> bool:
        """Whether an always-on effect of some card of this game gives one of these kinds of
        modifier (``None``: any kind); else only effects a Pokémon or player received can.
        Remembered per set of kinds: the rules ask about a few sets, very often."""
        given = self._from_cards.get(kinds)
        if given is None:
            given = self._from_cards[kinds] = bool(self._always_on_kinds) and (
                kinds is None or not kinds.isdisjoint(self._always_on_kinds)
            )
        return given

    def modifiers_on(
        self, pokemon: InPlay, kinds: frozenset[ModifierKind] | None = None
    ) -> list[Modifier]:
        """Effects that apply to this Pokémon now: those it received, and those the always-on
        effects of the cards in play give it (EN I-A-02, I-B-01, I-B-03). ``kinds``: only
        these (the rules often ask for one thing, such as HP); the always-on effects are not
        looked at when no card of the game has one of those kinds."""
        from_cards = self._from_cards.get(kinds)
        if from_cards is None:
            from_cards = self.cards_give(kinds)
        if not pokemon.effects and not from_cards:
            return []
        in_checkup = self.state.phase is Phase.CHECKUP
        active = [
            m
            for m in pokemon.effects
            if (kinds is None or m.kind in kinds) and m.applies(self.state.turn, in_checkup)
        ]
        if from_cards:
            # EN II-E-15: the Pokémon whose non-stacking Ability applies, by the Ability's name.
            applied: dict[str, int] = {}
            for holder, effect in self._in_play_effects():
                if kinds is not None and effect.kind not in kinds:
                    continue
                found = effect.modifiers_for(self, holder, pokemon)
                if (
                    found
                    and not holder.stacks
                    and applied.setdefault(holder.ability, holder.uid) != holder.uid
                ):
                    continue  # one Pokémon's worth of the Ability: all of that one's effects
                active.extend(found)
        return active

    def always_on_kept_right(self) -> bool:
        """Whether the always-on effects kept for this log are those in play now (an invariant
        self-play checks after every decision: a change of the cards in play must be logged)."""
        cached = self._in_play_cache
        if cached is None or cached[:2] != (len(self.events), id(self.state)):
            return True

        def identity(found: list[tuple[Holder, AlwaysOnEffect]]) -> list[tuple[int, int, int]]:
            return [(holder.uid, id(holder.pokemon), id(effect)) for holder, effect in found]

        return identity(cached[2]) == identity(list(in_play_effects(self)))

    def _in_play_effects(self) -> list[tuple[Holder, AlwaysOnEffect]]:
        """:func:`in_play_effects`, kept until the log (or the state, in Sudden Death) changes:
        the rules ask for them many times a decision. The Abilities of a Pokémon that has none
        now, and the Tools that have no effect, are left out (EN II-D-13); the effects that
        take them away always work."""
        key = (len(self.events), id(self.state))
        cached = self._in_play_cache
        if cached is None or cached[:2] != key:
            found = list(in_play_effects(self))
            self._in_play_cache = (*key, found)
            self._working, self._locks = found, {}
            if any(effect.is_lock for _, effect in found):
                self._locks = self._find_locks(found)
                self._working = [f for f in found if self._works(*f)]
        return self._working

    def _find_locks(self, found: list[tuple[Holder, AlwaysOnEffect]]) -> dict[int, list[Modifier]]:
        """The Pokémon (by id) that have Abilities or Tools taken away, and how."""
        locks: dict[int, list[Modifier]] = {}
        for holder, effect in found:
            if not effect.is_lock:
                continue
            for side in self.state.players:
                for pokemon in side.in_play():
                    for modifier in effect.modifiers_for(self, holder, pokemon):
                        if modifier.kind in _LOCKS:
                            locks.setdefault(pokemon.id, []).append(modifier)
        return locks

    def _works(self, holder: Holder, effect: AlwaysOnEffect) -> bool:
        if effect.is_lock or holder.pokemon is None:
            return True
        if holder.ability:
            return not self.has_no_ability(holder.pokemon, holder.ability)
        return not (holder.uid in holder.pokemon.tools and self.tools_off(holder.pokemon))

    def has_no_ability(self, pokemon: InPlay, name: str) -> bool:
        """EN II-D-13: an effect in play takes the Ability ``name`` of ``pokemon`` away."""
        if self._always_on_kinds.isdisjoint(_LOCKS):
            return False  # no card of the game takes anything away
        self._in_play_effects()
        return any(
            m.kind is ModifierKind.NO_ABILITIES and m.except_ability != name
            for m in self._locks.get(pokemon.id, ())
        )

    def tools_off(self, pokemon: InPlay) -> bool:
        """EN II-D-13: the Pokémon Tools attached to ``pokemon`` have no effect now."""
        if self._always_on_kinds.isdisjoint(_LOCKS):
            return False
        self._in_play_effects()
        return any(m.kind is ModifierKind.TOOLS_OFF for m in self._locks.get(pokemon.id, ()))

    def max_hp(self, pokemon: InPlay) -> int:
        """D-15: the HP printed on the top card, changed by effects ("+30 HP")."""
        printed = self.state.cards[pokemon.stack[-1]].hp or 0  # GameState.printed_hp, inlined
        if not pokemon.effects and ModifierKind.HP not in self._always_on_kinds:
            return printed
        changes = self.modifiers_on(pokemon, _HP)
        return max(0, printed + sum(m.amount for m in changes)) if changes else printed

    def remaining_hp(self, pokemon: InPlay) -> int:
        """D-16: the current maximum HP less the damage on it."""
        return max(0, self.max_hp(pokemon) - pokemon.damage)

    def retreat_cost(self, pokemon: InPlay, card: Card | None = None) -> int:
        """EN I-A-03: how many Energy retreating costs: as printed, changed by effects.
        ``card``: the Pokémon's top card, if looked up already."""
        printed = len((card or self.state.top_card(pokemon)).retreat_cost)
        changes = self.modifiers_on(pokemon, _RETREAT_COST)
        if not changes:
            return printed
        if any(m.kind is ModifierKind.NO_RETREAT_COST for m in changes):
            return 0
        return max(0, printed + sum(m.amount for m in changes))

    def energy_provided(self, pokemon: InPlay) -> dict[int, tuple[Unit, ...]]:
        """What each Energy card attached to ``pokemon`` provides now, by card id in the order
        attached (EN I-C, D-08): what the card provides by itself, unless an effect in play
        says it provides something else ("if this card is attached to a Basic Pokémon"); an
        effect of another card outranks the Energy card's own text."""
        state = self.state
        provided = {uid: provided_units(state.card(uid)) for uid in pokemon.energy}
        if not self._always_on:
            return provided
        ranked: dict[int, bool] = {}
        for modifier in self.modifiers_on(pokemon, _PROVIDES):
            uid = modifier.energy
            if modifier.kind is not ModifierKind.PROVIDES or uid not in provided:
                continue
            # The Energy card's own text ranks below another card's effect on it.
            if ranked.get(uid, False) and not modifier.by_other_card:
                continue
            provided[uid] = modifier.units
            ranked[uid] = modifier.by_other_card
        return provided

    def attack_costs(self, pokemon: InPlay, attack: Attack) -> list[tuple[EnergyType, ...]]:
        """What using ``attack`` costs ``pokemon`` now (EN II-D-09..D-12): as printed, changed
        by the effects on it; the player pays any one of the costs (when an effect takes
        Energy of any type away, each way it could be taken)."""
        if not self._always_on and not pokemon.effects:
            return [tuple(attack.cost)]
        changes = self.modifiers_on(pokemon, _ATTACK_COSTS)
        if not changes:
            return [tuple(attack.cost)]
        more: dict[EnergyType, int] = {}
        fewer = 0
        for modifier in changes:
            if modifier.attack and modifier.attack != attack.name:
                continue
            if modifier.kind is ModifierKind.ATTACK_COST:
                symbol = modifier.symbol or EnergyType.COLORLESS
                more[symbol] = more.get(symbol, 0) + modifier.amount
            elif modifier.kind is ModifierKind.ATTACK_COST_ANY:
                fewer -= modifier.amount
        return changed_costs(attack.cost, more, fewer)

    def energy_units(self, pokemon: InPlay) -> list[Unit]:
        """Every unit of Energy attached to ``pokemon`` now (R-6: a card providing 2 counts
        2), as :meth:`energy_provided` says."""
        if not pokemon.effects and not self.cards_give(_PROVIDES):
            # No effect can change what an Energy card provides: each provides its own.
            cards = self.state.cards
            return [unit for uid in pokemon.energy for unit in provided_units(cards[uid])]
        return [unit for units in self.energy_provided(pokemon).values() for unit in units]

    def player_modifiers(
        self, player: int, kinds: frozenset[ModifierKind] | None = None
    ) -> list[Modifier]:
        """Effects on a player (C-19): those they received, and those the always-on effects of
        the cards in play give them. ``kinds``: only these, as for :meth:`modifiers_on`."""
        effects = self.state.players[player].effects
        from_cards = self.cards_give(kinds)
        if not effects and not from_cards:
            return []
        in_checkup = self.state.phase is Phase.CHECKUP
        found = [
            m
            for m in effects
            if (kinds is None or m.kind in kinds) and m.applies(self.state.turn, in_checkup)
        ]
        if from_cards:
            for holder, effect in self._in_play_effects():
                if kinds is None or effect.kind in kinds:
                    found.extend(effect.player_modifiers_for(self, holder, player))
        return found

    # -- saving, loading, replaying ------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        """A small JSON-ready record that :meth:`from_save` turns back into this very state."""
        return {
            "format": SAVE_FORMAT,
            "rules": self.starting_rules.to_dict(),
            "seed": self.seed,
            "decks": [[card.id for card in deck] for deck in self.decks],
            "chance": self.chance.version,
            "uids": UID_VERSION if self.state.renews_uids else 0,
            "position": self.position,
            "decisions": [encode(action) for action in self.decisions],
        }

    @classmethod
    def _fresh(
        cls,
        decks: tuple[Sequence[Card], Sequence[Card]],
        seed: int,
        rules: RuleSet,
        scripts: ScriptSource,
        position: Mapping[str, Any] | None,
        cards: Mapping[str, Card],
        versions: tuple[int, int],
    ) -> Game:
        chance_version, uid_version = versions
        if position:
            return cls.from_position(
                position,
                cards,
                seed,
                rules,
                scripts=scripts,
                chance_version=chance_version,
                uid_version=uid_version,
            )
        return cls(
            decks,
            seed,
            rules,
            scripts=scripts,
            chance_version=chance_version,
            uid_version=uid_version,
        )

    @classmethod
    def from_save(
        cls, data: Mapping[str, Any], cards: Mapping[str, Card], scripts: ScriptSource
    ) -> Game:
        """Rebuild a saved game by replaying its decisions. Raises ``PlaymatError`` (and only
        that) for a save that is damaged, names cards the database doesn't have, or doesn't
        replay."""
        return cls.from_record(read_game_record(data), cards, scripts)

    @classmethod
    def from_record(
        cls, record: GameRecord, cards: Mapping[str, Card], scripts: ScriptSource
    ) -> Game:
        """The game of a checked save record (:func:`read_game_record`), its decisions
        replayed."""
        missing = sorted({i for deck in record.decks for i in deck} - set(cards))
        if missing:
            raise PlaymatError(msg("error.save_missing_card", card=missing[0]))
        game = cls._fresh(
            (
                [cards[card_id] for card_id in record.decks[0]],
                [cards[card_id] for card_id in record.decks[1]],
            ),
            record.seed,
            record.rules,
            scripts,
            record.position,
            cards,
            (record.chance, record.uids),
        )
        for number, action in enumerate(record.decisions, start=1):
            try:
                game.apply(action)
            except IllegalAction as error:
                raise PlaymatError(
                    msg("error.save_replay", number=number, reason=error.words)
                ) from None
        return game

    def replay(self, decisions: int | None = None) -> Game:
        """A fresh game with the first ``decisions`` decisions of this one replayed."""
        kept = self.decisions if decisions is None else self.decisions[:decisions]
        cards = {card.id: card for deck in self.decks for card in deck}
        game = Game._fresh(
            self.decks,
            self.seed,
            self.starting_rules,
            self.scripts,
            self.position,
            cards,
            (self.chance.version, UID_VERSION if self.state.renews_uids else 0),
        )
        for action in kept:
            game.apply(action)
        return game

    def observation(self, player: int, alike: Alike | None = None) -> Observation:
        """What ``player`` may see now (the only view of hidden information); ``alike``: what
        another seat's observation of this moment worked out already."""
        return observe(self, player, alike)

    def log_for(self, player: int) -> list[Message]:
        """The game log as ``player`` may read it."""
        return [event.for_player(player) for event in self.events]


#: What takes Abilities or Tools away (EN II-D-13).
_LOCKS = frozenset({ModifierKind.NO_ABILITIES, ModifierKind.TOOLS_OFF})


@dataclass(frozen=True)
class _Snapshot:
    """The game at a point where its flow can start again: its start, or the first decision
    of a turn. Never changed: a copy made from it copies its state again."""

    state: GameState
    chance: Chance
    rules: RuleSet
    #: (Sudden Death games so far, turn): the turn it was taken in.
    turn: tuple[int, int]
    events: int
    decisions: int
    #: The flow restarts in the middle of a turn (else from setup).
    mid_turn: bool


def _always_on_by_card(
    decks: tuple[list[Card], list[Card]], scripts: ScriptSource
) -> dict[str, tuple[Sourced, ...]]:
    """The always-on effects of the game's cards, by card id, worked out once: a Pokémon's
    come from its always-on Abilities, any other card's from its text while in play."""
    found: dict[str, tuple[Sourced, ...]] = {}
    for card in {card.id: card for deck in decks for card in deck}.values():
        script = scripts.script(card.id)
        if script is None:
            continue
        effects: list[Sourced] = []
        if card.is_pokemon:
            for index, ability in script.abilities.items():
                if ability.kind is AbilityKind.PASSIVE:
                    name = card.abilities[index].name
                    source = msg("source.ability", card=card.named, ability=name)
                    stacks = not ability.one_per_name
                    effects += [
                        Sourced(effect, source, name, stacks) for effect in ability.always_on
                    ]
        else:
            source = msg("source.card", card=card.named)
            effects += [Sourced(effect, source) for effect in script.in_play]
        if effects:
            found[card.id] = tuple(effects)
    return found


def _initial_state(decks: tuple[list[Card], list[Card]]) -> GameState:
    cards: dict[int, Card] = {}
    owners: dict[int, int] = {}
    players = (PlayerState(0), PlayerState(1))
    uid = 0
    for owner, deck in enumerate(decks):
        for card in deck:
            cards[uid] = card
            owners[uid] = owner
            players[owner].deck.append(uid)
            uid += 1
    return GameState(cards=cards, owners=owners, players=players)


def _malformed(action: Action) -> Refusal | None:
    """Why ``action`` is not a decision at all (a float or a flag where a number belongs, a
    nested list, a kind of action that doesn't exist), or ``None``: a decision is recorded
    only if its saved form reads back as exactly the same decision, so a save never holds
    one that can't be replayed."""
    if reads_back(action):
        return None  # whole numbers read back as themselves (the common decision)
    try:
        same = decode_action(encode(action)) == action
    except DecodeError as error:
        return refusal("malformed_decision", problem=error.problem)
    return None if same else refusal("malformed_decision", problem=msg("decode.not_exact"))
