"""Documents planned from the world: the template plug-ins and the layout spec they render
to, the issuers' house styles, the plan (which documents a corpus holds, their facts and
ground truth) and the adversarial notices. Imports rng and world only."""
