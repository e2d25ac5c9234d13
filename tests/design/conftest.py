from tests.fakes.fixtures import fake_gateway, fake_llm_config, fake_openai  # noqa: F401
