"""YAML data and assets: loaded, validated and handed to engines as frozen values."""
