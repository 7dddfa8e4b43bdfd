"""The card-text compiler: the English text of a card's attacks, Abilities and effects turned
into effect-library parts by sentence shapes that are Playmat's own (``shapes/``), stored as data
and played by the engine; what it does not understand stays with the manual tools."""
