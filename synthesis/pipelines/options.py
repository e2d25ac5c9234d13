"""Typed options of the synthesis job kinds; each kind's model adds its own to what the shared tail reads."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictInt, StrictStr, field_validator

from synthesis.jobs.kinds import JobOptions

MAX_SEED = 2**31


class SynthesisOptions(JobOptions):
    """What the shared tail (verify, plan, build, store) reads."""

    scenarios: int = Field(default=12, ge=0, le=200, description="scenarios per environment")
    seed: int = Field(default=0, ge=0, le=MAX_SEED, description="random seed of data and chains")
    chain_length: StrictStr | StrictInt = Field(
        default="2-4", description="tools per sampled chain, as min-max (1-12)"
    )
    expand: int = Field(
        default=1, ge=0, le=6, description="tools that may join a seed chain by controlled expansion"
    )
    max_repair_rounds: int = Field(default=3, ge=0, le=10, description="LLM repair rounds in verification")
    explore: bool = Field(default=True, description="run the exploring agent in verification")
    min_judged_calls: int = Field(
        default=5, ge=0, le=1000, description="judged calls exploration needs before it can pass"
    )
    policy_share: float = Field(
        default=0.15,
        ge=0.0,
        le=0.5,
        description="policy tasks (a request a rule forbids) per environment, as a share of scenarios",
    )
    field_vocabulary: bool = Field(
        default=True,
        description="one LLM request per environment for each field's kind and realistic values, when an "
        "endpoint is set",
    )
    scenario_builder: Literal["auto", "deterministic", "llm"] = Field(
        default="auto", description="how scenarios are made"
    )

    @field_validator("chain_length")
    @classmethod
    def _chain_length(cls, value: str | int) -> str:
        low, _, high = str(value).partition("-")
        try:
            bounds = (int(low), int(high or low))
        except ValueError:
            raise ValueError(f"must look like 2-4, got {value!r}") from None
        if not 1 <= bounds[0] <= bounds[1] <= 12:
            raise ValueError(f"must be within 1-12 with min <= max, got {value!r}")
        return f"{bounds[0]}-{bounds[1]}"

    @property
    def policy_count(self) -> int:
        """Policy tasks planned per environment: the share of ``scenarios``, at least one when asked for."""
        if self.scenarios == 0 or self.policy_share == 0:
            return 0
        return max(1, round(self.scenarios * self.policy_share))

    @property
    def chain_bounds(self) -> tuple[int, int]:
        low, _, high = str(self.chain_length).partition("-")
        return int(low), int(high)


class ScreenedOptions(SynthesisOptions):
    """Kinds whose seed passes LLM screening first."""

    override_screening_reason: str = Field(
        default="", max_length=2000, description="admins only: lets a refused seed through, recorded"
    )
