"""Scenario synthesis: states, chains, tasks, checks, target states, matching, proof and reward."""

from synthesis.scenarios.builder import BuildFailure, build_scenario, build_scenarios
from synthesis.scenarios.chains import expand_chain, sample_chains
from synthesis.scenarios.llm_builder import LLMScenarioBuilder, ScenarioFailure
from synthesis.scenarios.matching import Comparison, compare_states
from synthesis.scenarios.policies import compare_with_target, policies_as_dict
from synthesis.scenarios.proof import prove_scenario, prove_scenarios
from synthesis.scenarios.reward import compute_reward
from synthesis.state.datagen import GenerationError, generate_state
from synthesis.state.validation import StateProblem, validate_state

__all__ = [
    "BuildFailure",
    "Comparison",
    "GenerationError",
    "LLMScenarioBuilder",
    "ScenarioFailure",
    "StateProblem",
    "build_scenario",
    "build_scenarios",
    "compare_states",
    "compare_with_target",
    "compute_reward",
    "expand_chain",
    "generate_state",
    "policies_as_dict",
    "prove_scenario",
    "prove_scenarios",
    "sample_chains",
    "validate_state",
]
