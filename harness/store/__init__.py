"""The store: the SQLite database, its marker, and read-only snapshots of live stores."""
