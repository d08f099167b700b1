"""Questions synthesized from a corpus's ground truth, with keys correct by construction.

The synthesizer reads only what corpus.json records (documents[], probeGroundTruth[]),
so the keys can be recomputed by anyone from the manifest alone.
"""

from generator.questions.synth import QUESTION_SCALE, check_keys, synthesize_questions

__all__ = ["QUESTION_SCALE", "check_keys", "synthesize_questions"]
