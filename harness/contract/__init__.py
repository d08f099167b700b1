"""What a corpus is and how it is graded: the part of the harness the generator may import."""
