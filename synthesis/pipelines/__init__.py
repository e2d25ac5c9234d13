"""The synthesis pipelines, one per job kind, as stages over the IR (see ``synthesis.jobs.stages``).

Every kind ends in the same tail (``synthesis.pipelines.tail``): verify each designed environment, build its
graph, plan scenario chains, build and prove scenarios (fanned out), then dedupe and store them.
"""
