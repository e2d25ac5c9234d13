"""Prompt files (`<name>.md`) for every LLM call in envstudio; loaded by synthesis.llm.load_prompt."""
