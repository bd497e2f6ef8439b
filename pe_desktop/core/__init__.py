"""Pure NumPy + standard library: encodings, analyses, parameters. No Qt below here."""
