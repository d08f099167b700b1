"""Questions synthesized from a corpus's ground truth, with keys correct by construction.

The synthesizer reads only what corpus.json records (documents[], probeGroundTruth[]),
so the keys can be recomputed by anyone from the manifest alone.
"""

from generator.questions.synth import synthesize_questions

__all__ = ["synthesize_questions"]
