contest create "Flacăra Nouă" --variant top --seed 11 --address concurs@ziar.test
contest start "Flacăra Nouă"
