"""The SQLite database: schema, migrations and the card store."""
