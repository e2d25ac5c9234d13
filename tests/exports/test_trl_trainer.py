"""An exported bundle's ``trl/`` adapter run by TRL's own ``GRPOTrainer`` (the ``[adapters]`` extra: trl and
CPU torch).

The trainer is built as the adapter's README says (``reward_funcs=env.reward_func``,
``environment_factory=env.environment_factory``, ``train_dataset`` from ``env.dataset_rows()``), with a tiny
randomly initialized Qwen2 model and a byte-level tokenizer built here (nothing from the hub) carrying the
Qwen2.5 chat template TRL ships, so that TRL's own response parser reads the tool calls. Only the model's
sampling (``GRPOTrainer._generate_single_turn``) is replaced, by a scripted policy. Everything else is
TRL's: probing the environment for tools (its public methods), ``reset(**row)``, rendering the tool schemas
into the prompt, parsing the tool calls, calling the bound methods, feeding the results back, and scoring
with the reward functions. No training step is taken.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from review.exports import write_bundle
from tests.conftest import need_service
from tests.exports.fixtures import shop_export

SCENARIO = "shop-cancel-o1"
# The reference chain of SCENARIO (tests/exports/fixtures.py).
REFERENCE = [
    ("list_orders", {"customer_id": "c1", "status": "open"}),
    ("cancel_order", {"order_id": "o1"}),
    ("add_note", {"order_id": "o1", "text": "customer changed her mind"}),
]
MODULE_NAME = "shop_trl_trainer"


@pytest.fixture
def trl_adapter(tmp_path: Path) -> Iterator[ModuleType]:
    """The ``trl/shop.py`` module of a freshly written and extracted bundle."""
    zipped = tmp_path / "bundle.zip"
    write_bundle(
        out=zipped,
        workspace="acme",
        environments=[shop_export("shop")],
        created_at="2025-03-01T12:00:00+00:00",
        envstudio_version="0.1.0",
        review_record=[],
    )
    with zipfile.ZipFile(zipped) as archive:
        archive.extractall(tmp_path / "bundle")
    sys.modules.pop("envstudio_bundle", None)  # another test's bundle may be loaded under that name
    spec = importlib.util.spec_from_file_location(MODULE_NAME, tmp_path / "bundle" / "trl" / "shop.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE_NAME] = module
    spec.loader.exec_module(module)
    yield module
    for name in (MODULE_NAME, "envstudio_bundle"):
        sys.modules.pop(name, None)


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """No hub access, and TRL's experimental-feature warning off. A missing TRL fails under CI."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")
    try:
        import huggingface_hub.constants
        import torch  # noqa: F401
        import trl  # noqa: F401
    except ImportError as error:
        need_service(f"TRL's test needs trl and torch (the [adapters] extra on Python 3.11): {error}")
    # Read at import time, so set here too in case another test imported huggingface_hub first.
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_OFFLINE", True)


def _tokenizer() -> Any:
    """A byte-level tokenizer (every byte a token, no merges) with the chat's special tokens and the Qwen2.5
    chat template from TRL, which TRL recognizes and knows how to parse tool calls from."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast
    from trl.chat_template_utils import qwen2_5_chat_template

    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    core = Tokenizer(models.BPE(vocab={char: index for index, char in enumerate(alphabet)}, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    core.decoder = decoders.ByteLevel()
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=core,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        extra_special_tokens=["<|im_start|>"],
    )
    tokenizer.chat_template = qwen2_5_chat_template
    return tokenizer


def _trainer(module: ModuleType, output_dir: Path) -> Any:
    import datasets
    from transformers import Qwen2Config, Qwen2ForCausalLM
    from trl import GRPOConfig, GRPOTrainer

    tokenizer = _tokenizer()
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=16384,  # one token per byte: prompts with tool schemas run to a few thousand
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    args = GRPOConfig(
        output_dir=str(output_dir),
        per_device_train_batch_size=2,
        num_generations=2,
        max_completion_length=8192,
        use_cpu=True,
        report_to="none",
        save_strategy="no",
    )
    # As the adapter's README has it.
    return GRPOTrainer(
        model=Qwen2ForCausalLM(config),
        processing_class=tokenizer,
        reward_funcs=module.reward_func,
        environment_factory=module.environment_factory,
        train_dataset=datasets.Dataset.from_list(module.dataset_rows()),
        args=args,
    )


class ScriptedPolicy:
    """Stands in for the model's sampling: the next call of ``chain`` (one per turn, counting the tool results
    already in the conversation), then a final answer. Records the rendered prompts it was shown."""

    def __init__(self, tokenizer: Any) -> None:
        self.tokenizer = tokenizer
        self.chain: list[tuple[str, dict[str, Any]]] = []
        self.prompts: list[str] = []

    def __call__(
        self, prompt_ids: list[list[int]], images: Any, multimodal_fields: Any, num_generations: int, **_: Any
    ) -> tuple[list[list[int]], None]:
        completions = []
        for ids in prompt_ids:
            text = self.tokenizer.decode(ids)
            self.prompts.append(text)
            done = text.count("<tool_response>")
            if done < len(self.chain):
                name, arguments = self.chain[done]
                call = json.dumps({"name": name, "arguments": arguments})
                reply = f"<tool_call>\n{call}\n</tool_call><|im_end|>"
            else:
                reply = "Done: your order is cancelled.<|im_end|>"
            completions.append(self.tokenizer(reply, add_special_tokens=False)["input_ids"])
        return completions, None


def test_grpo_trainer_plays_the_adapter_with_trl_machinery(
    offline: None, trl_adapter: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readme = (Path(trl_adapter.BUNDLE) / "trl" / "README.md").read_text(encoding="utf-8")
    assert (
        "reward_funcs=env.reward_func, environment_factory=env.environment_factory" in readme
    )  # as built here
    assert "datasets.Dataset.from_list(env.dataset_rows())" in readme
    trainer = _trainer(trl_adapter, tmp_path / "out")
    # TRL probed one instance: the tools are its public methods, reset is not one, the reward is ours alone.
    assert sorted(tool.__name__ for tool in trainer.tools) == [
        "add_note",
        "cancel_order",
        "get_order",
        "list_orders",
    ]
    assert trainer.reward_func_names == ["reward_func"]

    policy = ScriptedPolicy(trainer.processing_class)
    monkeypatch.setattr(trainer, "_generate_single_turn", policy)
    row = next(r for r in trl_adapter.dataset_rows() if r["scenario_id"] == SCENARIO)
    metrics = trainer._metrics["train"]
    rewards = []
    for chain in (REFERENCE, []):
        policy.chain = list(chain)
        trainer._generate_and_score_completions([dict(row), dict(row)])  # one group of num_generations=2
        rewards.append(metrics["rewards/reward_func/mean"][-1])
        assert metrics["tools/call_frequency"][-1] == len(chain)  # TRL parsed and ran every scripted call
        assert metrics["tools/failure_frequency"][-1] == 0.0
    assert rewards == [1.0, 0.0]

    # What the model was shown: TRL rendered the policy, the task and the tool schemas (from the typed,
    # documented methods) into the Qwen2.5 prompt.
    first = policy.prompts[0]
    policy_text = row["prompt"][0]["content"]
    assert policy_text.splitlines()[0] in first
    assert row["prompt"][1]["content"] in first
    schemas = [
        json.loads(line)["function"]
        for line in first.split("<tools>\n", 1)[1].split("\n</tools>", 1)[0].splitlines()
    ]
    by_name = {schema["name"]: schema for schema in schemas}
    assert sorted(by_name) == ["add_note", "cancel_order", "get_order", "list_orders"]
    assert by_name["list_orders"]["parameters"]["required"] == ["customer_id"]
    assert by_name["list_orders"]["parameters"]["properties"]["status"]["enum"] == [
        "open",
        "shipped",
        "cancelled",
    ]
    # Later turns carry the tool results back, as JSON text from the bundle's runtime.
    assert any('"success": true' in prompt for prompt in policy.prompts[1:])
