"""Russian noun dictionary and word search for Voice of the Woods."""
