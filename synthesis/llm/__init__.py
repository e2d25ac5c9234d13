"""The LLM gateway: the only module in envstudio that calls LLMs (any OpenAI-compatible endpoint)."""

from synthesis.llm.cache import DirectoryCache, MemoryCache, ResponseCache, cache_key
from synthesis.llm.config import EndpointConfig, StructuredMode, config_from_settings
from synthesis.llm.gateway import (
    PROMPT_HEADER,
    PROMPT_VERSION_HEADER,
    STAGE_HEADER,
    ChatResult,
    Generated,
    LLMError,
    LLMGateway,
    ModerationResult,
)
from synthesis.llm.prompt_files import PROMPTS_DIRECTORY, Prompt, PromptError, load_prompt, parse_prompt
from synthesis.llm.usage import MemoryUsage, StageUsage, UsageSink

__all__ = [
    "PROMPTS_DIRECTORY",
    "PROMPT_HEADER",
    "PROMPT_VERSION_HEADER",
    "STAGE_HEADER",
    "ChatResult",
    "DirectoryCache",
    "EndpointConfig",
    "Generated",
    "LLMError",
    "LLMGateway",
    "MemoryCache",
    "MemoryUsage",
    "ModerationResult",
    "Prompt",
    "PromptError",
    "ResponseCache",
    "StageUsage",
    "StructuredMode",
    "UsageSink",
    "cache_key",
    "config_from_settings",
    "load_prompt",
    "parse_prompt",
]
